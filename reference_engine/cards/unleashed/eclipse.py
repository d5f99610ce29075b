"""Eclipse (spell, Reaction): "Give a unit -4 Might this turn. [Predict]." Predict (436.1) is unlinked: it
happens even if the unit is no longer a legal target (359.3.e.5)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card
from ...predicting import predict


@card("Eclipse")
class Eclipse(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, -4, source=ctx.source)
        predict(ctx.g, ctx.controller)
