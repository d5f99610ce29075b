"""Call to Glory (spell, Reaction): "As you play this, you may spend a buff as an additional cost. If you do,
ignore this spell's cost. Give a unit +3 [S] this turn." (``FreeForABuff``: 356.2.b, 702.2.b, 356.1.b.1.)"""

from ...effects import give_might
from .. import TargetSpec, card
from ..cardsA_common import FreeForABuff


@card("Call to Glory")
class CallToGlory(FreeForABuff):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, 3, source=ctx.source)
