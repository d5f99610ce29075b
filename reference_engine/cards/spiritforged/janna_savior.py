"""Janna, Savior (unit, Reaction), with the Spiritforged FAQ's revised text: "When you play me, heal your
units here, then move up to one enemy unit from here to its base." With "up to one" the ability goes on the
chain with no enemy unit here (its target is optional, 355.6), so the healing happens anyway."""

from ...effects import heal
from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..spiritforged_common import here, when


def _heal_then_push(ctx) -> None:
    g = ctx.g
    at = here(g, ctx.source)
    if at is not None:
        for unit in list(g.board_units()):
            if g.cards[unit].zone == at and g.cards[unit].controller == ctx.controller:
                heal(g, unit)
    for unit in ctx.chosen(0):
        move(g, [unit], "base", by=ctx.controller)


@card("Janna, Savior")
class JannaSavior(Behaviour):
    triggers = (when("on_play", _heal_then_push, targets=(TargetSpec(
        kind="unit", relation="enemy", here=True, minimum=0, maximum=1, text="up to one enemy unit here"),)),)
