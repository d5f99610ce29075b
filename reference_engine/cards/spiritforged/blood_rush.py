"""Blood Rush (spell, Action, Repeat [1]), with its Spiritforged errata: "Give a unit [Assault 2] this turn."
Paying the Repeat cost (``repeat: 1``) executes the instruction again with its own choice of unit, which
may be the same one (820.1.d, 820.2.a); numbered Assault from several sources adds up (807.2)."""

from ...effects import give_keyword
from .. import Behaviour, TargetSpec, card


@card("Blood Rush")
class BloodRush(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    repeat = ((1, 0),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_keyword(ctx.g, unit, "Assault 2", source=ctx.source)
