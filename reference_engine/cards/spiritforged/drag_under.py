"""Drag Under (spell, Action): "I cost [2] less to play from anywhere other than your hand. Kill a unit at a
battlefield." (356.4: a discount on its own play from another zone than the hand)."""

from ...effects import kill
from .. import Behaviour, TargetSpec, card


@card("Drag Under")
class DragUnder(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def cost_discount(self, g, source, item):
        if item.source == source and item.data.get("from", "hand") != "hand":
            return 2, 0, 0
        return None

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            kill(ctx.g, unit, by=ctx.controller, source=ctx.source)
