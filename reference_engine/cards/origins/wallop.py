"""Wallop (spell, Action): "As you play this, you may spend a buff as an additional cost. If you do, ignore
this spell's cost. Ready a unit." (``FreeForABuff``: 356.2.b, 702.2.b, 356.1.b.1.)"""

from ...effects import ready
from .. import TargetSpec, card
from ..cardsA_common import FreeForABuff


@card("Wallop")
class Wallop(FreeForABuff):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            ready(ctx.g, unit)
