"""Ruthless Strike (spell, [Action]): "As an additional cost to play this, you may discard 1. Deal 3 to a unit
at a battlefield. If you paid the additional cost, deal 5 to it instead."

The discard is an optional additional cost (356.2.b), paid when the play says ``additional_cost: true``;
whether it was paid is read as the spell resolves (356.4.f.1)."""

from ...effects import deal
from ...payment import paid_additional_cost
from .. import Behaviour, CostSpec, TargetSpec, card


@card("Ruthless Strike")
class RuthlessStrike(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)
    costs = (CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card"), optional=True),)

    def resolve(self, ctx):
        amount = 5 if paid_additional_cost(ctx.g, ctx.source) else 3
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)
