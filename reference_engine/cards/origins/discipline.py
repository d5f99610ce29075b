"""Discipline (spell, Reaction): give a unit +2 Might this turn. Draw 1."""

from ...effects import draw, give_might
from .. import Behaviour, TargetSpec, card


@card("Discipline")
class Discipline(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, 2, source=ctx.source)
        draw(ctx.g, ctx.controller, 1)
