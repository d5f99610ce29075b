"""Void Seeker (spell, Action): deal 4 to a unit at a battlefield. Draw 1."""

from ...effects import deal, draw
from .. import Behaviour, TargetSpec, card


@card("Void Seeker")
class VoidSeeker(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 4, by=ctx.controller, source=ctx.source)
        draw(ctx.g, ctx.controller, 1)  # not linked to the target: it happens anyway (359.3.e.5)
