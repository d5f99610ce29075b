"""Salvage (spell, Action), with its Origins errata: "You may kill up to one gear. Draw 1."

The gear is chosen as the spell is played, none at all if its player wishes (355.6: "up to one");
whatever happens to it, its controller draws (the draw is not linked to the kill)."""

from ...effects import draw, kill
from .. import Behaviour, TargetSpec, card


@card("Salvage")
class Salvage(Behaviour):
    targets = (TargetSpec(kind="gear", minimum=0, maximum=1, text="up to one gear"),)

    def resolve(self, ctx):
        for gear in ctx.chosen(0):
            kill(ctx.g, gear, by=ctx.controller, source=ctx.source)
        draw(ctx.g, ctx.controller, 1)
