"""Sudden Storm (spell, Hidden, Action): "Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it
instead." Whether it attacks is read as the spell resolves."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card


@card("Sudden Storm")
class SuddenStorm(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            amount = 4 if ctx.g.cards[unit].designation == "attacker" else 2
            deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)
