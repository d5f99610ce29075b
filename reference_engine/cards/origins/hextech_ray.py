"""Hextech Ray (spell, Action): "Deal 3 to a unit at a battlefield.\""""

from ...effects import deal
from .. import Behaviour, TargetSpec, card


@card("Hextech Ray")
class HextechRay(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 3, by=ctx.controller, source=ctx.source)
