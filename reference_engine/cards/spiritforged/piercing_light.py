"""Piercing Light (spell, Repeat [2][C]): "Deal 2 to a unit at a battlefield, then deal 2 to up to one other
unit." Two targets chosen as it is played, the second optional and different from the first (355.9)."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card


@card("Piercing Light")
class PiercingLight(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),
               TargetSpec(kind="unit", minimum=0, maximum=1, distinct=True, text="up to one other unit"))
    repeat = ((2, 1),)

    def resolve(self, ctx):
        for i in (0, 1):
            for unit in ctx.chosen(i):
                deal(ctx.g, unit, 2, by=ctx.controller, source=ctx.source)
