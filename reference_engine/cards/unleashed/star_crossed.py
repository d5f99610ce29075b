"""Star-Crossed (spell, Reaction): "Return a friendly unit and an enemy unit to their owners' hands." Two
targets (355.10); each is returned if still legal (359.3.e)."""

from ...effects import return_to_hand
from .. import Behaviour, TargetSpec, card


@card("Star-Crossed")
class StarCrossed(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", relation="enemy", text="an enemy unit"))

    def resolve(self, ctx):
        for i in (0, 1):
            for unit in ctx.chosen(i):
                return_to_hand(ctx.g, unit)
