"""Falling Star (spell): "Deal 3 to a unit. Deal 3 to a unit." Two instructions, each choosing its own
unit (they may be the same unit)."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card


@card("Falling Star")
class FallingStar(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"), TargetSpec(kind="unit", text="a unit"))

    def resolve(self, ctx):
        for i in (0, 1):
            for unit in ctx.chosen(i):
                deal(ctx.g, unit, 3, by=ctx.controller, source=ctx.source)
