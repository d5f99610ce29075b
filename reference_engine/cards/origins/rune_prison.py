"""Rune Prison (spell, Action): "Stun a unit." A stunned unit adds no Might to combat damage this turn
(423.1.b, 465.2.a)."""

from ...effects import stun
from .. import Behaviour, TargetSpec, card


@card("Rune Prison")
class RunePrison(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            stun(ctx.g, unit, by=ctx.controller)
