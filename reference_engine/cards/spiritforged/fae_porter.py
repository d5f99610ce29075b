"""Fae Porter (unit): "When I move to a battlefield, you may pay [C] to move a unit you control to the same
battlefield." [C] (Chaos Power) is the ability's cost (383.3.b); the unit is its target."""

from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..spiritforged_common import when


def _bring(ctx) -> None:
    bf = ctx.event.get("destination")
    for unit in ctx.chosen(0):
        move(ctx.g, [unit], bf, by=ctx.controller)


@card("Fae Porter")
class FaePorter(Behaviour):
    triggers = (when("on_move_to_battlefield", _bring, optional=True, power=1, targets=(TargetSpec(
        kind="unit", relation="friendly", text="a unit you control"),)),)
