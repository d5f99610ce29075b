"""Bonds of Strength (spell, Reaction, Repeat [2]): "Give two friendly units each +1 [S] this turn." Two
targets, chosen as it is played (exactly two, 355.6); with Repeat paid, two more (820.2)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("Bonds of Strength")
class BondsOfStrength(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", minimum=2, maximum=2, text="two friendly units"),)
    repeat = ((2, 0),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, 1, source=ctx.source)
