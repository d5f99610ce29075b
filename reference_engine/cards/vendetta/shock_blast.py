"""Shock Blast (spell, Action): "This costs [2] less if you control something that's [Empowered]. Deal 4 to
a unit at a battlefield." A discount of its own (356.4), checked as its cost is determined."""

from ...effects import deal
from ...empowered import is_empowered
from .. import Behaviour, TargetSpec, card


@card("Shock Blast")
class ShockBlast(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def cost_discount(self, g, source, item):
        if source != item.source:
            return None
        mine = [cid for cid, c in g.cards.items() if c.controller == item.controller and g.is_board_zone(c.zone)]
        return (2, 0, 0) if any(is_empowered(g, cid) for cid in mine) else None

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 4, by=ctx.controller, source=ctx.source)
