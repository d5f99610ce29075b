"""Clash of Giants (spell): "Choose two units. They deal damage equal to their Mights to each other." Each
unit is the dealer of its own damage (417.6.b), both dealt at once from their Mights as the spell resolves;
a unit no longer a legal target neither deals nor is dealt damage (359.3.e.5)."""

from ...effects import deal
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


@card("Clash of Giants")
class ClashOfGiants(Behaviour):
    targets = (TargetSpec(kind="unit", minimum=2, maximum=2, text="two units"),)

    def resolve(self, ctx):
        g = ctx.g
        pair = ctx.chosen(0)
        if len(pair) != 2:
            return
        a, b = pair
        amounts = {a: effective_might(g, a), b: effective_might(g, b)}
        deal(g, b, amounts[a], by=ctx.controller, source=ctx.source, dealer=a)
        deal(g, a, amounts[b], by=ctx.controller, source=ctx.source, dealer=b)
