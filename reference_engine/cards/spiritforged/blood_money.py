"""Blood Money (spell, Action): "Kill a unit at a battlefield with 2 [S] or less. If it was an enemy unit,
play a Gold gear token exhausted. If it was a friendly unit, play two." Friend or enemy as it died (its
controller then); no Gold if it did not die."""

from ...effects import kill
from .. import Behaviour, TargetSpec, card
from ..common import might_at_most
from ..legend_common import play_gold_exhausted


@card("Blood Money")
class BloodMoney(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", restriction=might_at_most(2),
                          text="a unit at a battlefield with 2 Might or less"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            friendly = ctx.g.cards[unit].controller == ctx.controller
            if kill(ctx.g, unit, by=ctx.controller, source=ctx.source):
                for _ in range(2 if friendly else 1):
                    play_gold_exhausted(ctx)
