"""Vengeance (spell): kill a unit."""

from ...effects import kill
from .. import Behaviour, TargetSpec, card


@card("Vengeance")
class Vengeance(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            kill(ctx.g, unit, by=ctx.controller, source=ctx.source)
