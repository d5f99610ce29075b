"""Icevale Archer (unit): "When I attack, you may pay [1] to give a unit here -1 Might this turn." (383.3.b:
the [1] is paid as the ability is finalized; the unit here is its target)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_attacked


def _weaken(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, -1, source=ctx.source)


@card("Icevale Archer")
class IcevaleArcher(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_weaken, optional=True, energy=1,
                        targets=(TargetSpec(kind="unit", here=True, text="a unit here"),)),)
