"""Abandon (spell, Reaction): "Counter a spell. Return it to its owner's hand instead of putting it in their
trash. [Predict]." A spell played for its Flow cost is banished instead of leaving the chain for any
zone (829.1.b.1), whichever of the two replacements applies first (372, 370.2)."""

from ...effects import counter
from .. import Behaviour, TargetSpec, card
from ...predicting import predict


@card("Abandon")
class Abandon(Behaviour):
    targets = (TargetSpec(kind="spell", text="a spell"),)

    def resolve(self, ctx):
        for ref in ctx.chosen(0):
            counter(ctx.g, ref, to="hand")
        predict(ctx.g, ctx.controller)
