"""Illaoi, Prophet of the Great Kraken (champion unit, 4 Might): "When you play me or when I score, play a [1]
[S] Tentacle unit token from Bilgewater. I have +1 [S] for each token unit you control."

The Tentacle is rule 187.10's token; with no location printed, it is played where its player may play a
unit (355.2.a). "When I score": her controller gains a point from conquering or holding the battlefield
she is at (a ``score`` event of that battlefield, 469-470). Her Might is a passive counted afresh (364)."""

from .. import Trigger, card
from ..cardsD_common import SelfStatic, play_unit_tokens
from ...trigger_conditions import played_me


def _played_or_scored(g, source, event) -> bool:
    if event["type"] == "score":
        me = g.cards[source]
        return (event.get("battlefield") is not None and event.get("battlefield") == me.zone
                and event.get("player") == me.controller)
    return played_me(g, source, event)


def _tentacle(ctx) -> None:
    play_unit_tokens(ctx, "Tentacle")


def _tokens_you_control(g, source) -> int:
    me = g.cards[source].controller
    return sum(1 for c in g.cards.values() if c.token and c.type == "unit" and c.controller == me
               and g.is_board_zone(c.zone))


@card("Illaoi, Prophet of the Great Kraken")
class IllaoiProphet(SelfStatic):
    triggers = (Trigger(on=("play", "score"), condition=_played_or_scored, effect=_tentacle),)
    self_might = (_tokens_you_control,)
