"""Flurry of Blades (spell, Reaction): "Deal 1 to all units at battlefields." No target: the units are
selected by the rule as it resolves (355.10.d)."""

from ...effects import deal
from .. import Behaviour, card


@card("Flurry of Blades")
class FlurryOfBlades(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        units = [u for bf in g.battlefields.values() for u in bf.units if g.cards[u].type == "unit"]
        for unit in units:  # one instruction: the damage is dealt to all of them together
            deal(g, unit, 1, by=ctx.controller, source=ctx.source)
