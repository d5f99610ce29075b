"""Smoke Screen (spell, Reaction): "Give a unit -4 Might this turn, to a minimum of 1 Might." The limit is
applied as the spell resolves and the decrease is remembered at that size (477.3.b)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("Smoke Screen")
class SmokeScreen(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, -4, minimum=1, source=ctx.source)
