"""Hidden Blade (spell, Hidden, Action): kill a unit at a battlefield. Its controller draws 2 (linked to
the kill: 359.3.e.14)."""

from ...effects import draw, kill
from .. import Behaviour, TargetSpec, card


@card("Hidden Blade")
class HiddenBlade(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            controller = ctx.g.cards[unit].controller
            kill(ctx.g, unit, by=ctx.controller, source=ctx.source)
            draw(ctx.g, controller, 2)
