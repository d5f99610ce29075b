"""Sinister Poro (unit): "When I attack, you may pay [1] to move an enemy unit here to its base." The [1] is a
cost within the instruction, paid as the ability is finalized (383.3.b); the enemy unit is its target."""

from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_attacked


def _send_home(ctx):
    for unit in ctx.chosen(0):
        move(ctx.g, [unit], "base", by=ctx.controller)


@card("Sinister Poro")
class SinisterPoro(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_send_home, optional=True, energy=1,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
