"""Against the Odds (spell, Reaction): "Give a friendly unit at a battlefield +2 [S] this turn for each enemy
unit there." The enemy units are counted as the spell resolves."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card
from ..spiritforged_common import enemy_units_here


@card("Against the Odds")
class AgainstTheOdds(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="friendly",
                          text="a friendly unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            n = len(enemy_units_here(ctx.g, unit, ctx.controller))
            if n:
                give_might(ctx.g, unit, 2 * n, source=ctx.source)
