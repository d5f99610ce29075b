"""Concentrate (spell): "Draw 2. [Level 6] This costs [2] less. [Level 11] This costs [4] less instead."
The discount reads the XP of the player playing it as its cost is determined (824.1.b.1, 356.4)."""

from ...effects import draw
from .. import Behaviour, card
from ..unleashed_common import level_discount


@card("Concentrate")
class Concentrate(Behaviour):
    def cost_discount(self, g, source, item):
        return level_discount(g, source, item, ((11, 4, 0), (6, 2, 0)))

    def resolve(self, ctx):
        draw(ctx.g, ctx.controller, 2)
