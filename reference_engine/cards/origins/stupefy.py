"""Stupefy (spell, Reaction): give a unit -1 Might this turn, to a minimum of 1 Might. Draw 1."""

from ...effects import draw, give_might
from .. import Behaviour, TargetSpec, card


@card("Stupefy")
class Stupefy(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, -1, minimum=1, source=ctx.source)
        draw(ctx.g, ctx.controller, 1)
