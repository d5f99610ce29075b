"""Frigid Touch (spell, Reaction, Repeat 2): "Give a unit -2 Might this turn." The decrease has no minimum,
so Might can go below 0 (143.2.b.1). The Repeat cost is an optional additional cost the play action has
no flag for yet, so the spell is played once."""

from ..effects import give_might
from . import Behaviour, TargetSpec, card


@card("Frigid Touch")
class FrigidTouch(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, -2, source=ctx.source)
