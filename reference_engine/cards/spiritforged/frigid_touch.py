"""Frigid Touch (spell, Reaction, Repeat [2]): "Give a unit -2 Might this turn." The decrease has no minimum,
so Might can go below 0 (143.2.b.1). Paying the Repeat cost (``repeat: 1`` on the play) costs [2] more
and gives a second unit, or the same one, -2 Might as well (820.1.d, 820.2.a)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("Frigid Touch")
class FrigidTouch(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    repeat = ((2, 0),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, -2, source=ctx.source)
