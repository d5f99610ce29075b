"""Detonate (spell): "Kill a gear. Its controller draws 2." The draw goes to whoever controlled the gear as it
died, and only if it did die (an illegal target does nothing, 359.3.e)."""

from ...effects import draw, kill
from .. import Behaviour, TargetSpec, card


@card("Detonate")
class Detonate(Behaviour):
    targets = (TargetSpec(kind="gear", text="a gear"),)

    def resolve(self, ctx):
        for gear in ctx.chosen(0):
            controller = ctx.g.cards[gear].controller
            if kill(ctx.g, gear, by=ctx.controller, source=ctx.source):
                draw(ctx.g, controller, 2)
