"""Loyal Pup (unit): "When you defend at a battlefield, you may move me there." The player's ``defend``
event at that battlefield (464.2); the effect moves Pup from wherever it is (a move by an effect is not a
standard move, so 144.4's limits do not apply)."""

from ...movement import move
from .. import Behaviour, card
from ..spiritforged_common import when_you


def _player_defends(g, source, event) -> bool:
    return event.get("unit") is None and event.get("battlefield") in g.battlefields \
        and g.cards[source].zone != event.get("battlefield")


def _come(ctx) -> None:
    g = ctx.g
    bf = ctx.event.get("battlefield")
    if g.is_board_zone(g.cards[ctx.source].zone):
        move(g, [ctx.source], bf, by=ctx.controller)


@card("Loyal Pup")
class LoyalPup(Behaviour):
    triggers = (when_you("defend", _come, condition=_player_defends, optional=True),)
