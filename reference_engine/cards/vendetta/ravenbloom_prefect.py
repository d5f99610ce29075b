"""Ravenbloom Prefect (unit, 3 Might): "When an opponent plays a gear, you may banish me to banish it."

Banishing the Prefect is the price of the effect (383.3.b-like: "you may X to Y"), done as the ability
resolves: if the Prefect is no longer on the board it cannot be banished and the gear stays; otherwise it is
banished, then the gear, if it is still on the board (359.3.e.4: the same object)."""

from ...effects import banish
from .. import Behaviour, Trigger, card


def _opponent_played_gear(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return (c is not None and c.type == "gear" and event.get("permanent")
            and event.get("player") not in (None, g.cards[source].controller))


def _banish_both(ctx) -> None:
    g = ctx.g
    gear = ctx.event.get("card")
    me = g.cards[ctx.source]
    if not g.is_board_zone(me.zone):
        return
    banish(g, ctx.source, by=ctx.controller)
    if gear in g.cards and g.is_board_zone(g.cards[gear].zone):
        banish(g, gear, by=ctx.controller)


@card("Ravenbloom Prefect")
class RavenbloomPrefect(Behaviour):
    triggers = (Trigger(on="play", condition=_opponent_played_gear, effect=_banish_both, optional=True),)
