"""Patched Porobot (unit, 2 Might): "(I enter exhausted.) When you play me, if you control 3 or more other gear,
draw 1." The parenthesis is a reminder of 143.4 (units enter exhausted); the condition is part of the
trigger condition (383.2.a.1), checked as the ability triggers and again as it resolves."""

from ...effects import draw
from .. import Behaviour, card
from ..cardsD_common import when_if
from ...trigger_conditions import played_me


def _three_other_gear(g, source) -> bool:
    me = g.cards[source].controller
    return sum(1 for cid, c in g.cards.items() if cid != source and c.type == "gear" and c.controller == me
               and g.is_board_zone(c.zone) and not c.facedown) >= 3


def _draw(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


@card("Patched Porobot")
class PatchedPorobot(Behaviour):
    triggers = (when_if("play", played_me, _three_other_gear, _draw),)
