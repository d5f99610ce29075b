"""Sky Splitter (spell, Action): "This spell's Energy cost is reduced by the highest Might among units you
control. Deal 5 to a unit at a battlefield." (356.4: a discount of its own; in any order with the others,
356.4.e -- ``payment`` takes the cheapest order.)"""

from ...effects import deal
from .. import TargetSpec, card
from ..cardsA_common import OwnDiscount, highest_might


@card("Sky Splitter")
class SkySplitter(OwnDiscount):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def count(self, g, item) -> int:
        return highest_might(g, item.controller)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 5, by=ctx.controller, source=ctx.source)
