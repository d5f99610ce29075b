"""Smite (spell, Action): "Deal 3 to a unit at a battlefield. If it would die this turn, banish it
instead." The second sentence is a replacement effect (369.1) the spell leaves on that unit for the rest
of the turn; it ends early if the unit becomes a new object (124). Other replacements of the same death
are ordered by the unit's controller (372); once one has replaced the death, the others no longer apply
(370.2), and a banishment is not a death (427.2.a)."""

from ...effects import add_replacement, banish, deal
from .. import Behaviour, TargetSpec, card


@card("Smite")
class Smite(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 3, by=ctx.controller, source=ctx.source)
            add_replacement(ctx.g, unit, ctx.source)  # "it": the unit just dealt damage (359.3.e.14)

    def replace(self, g, source, event):
        entry = event.get("delayed")
        if entry is None or event["type"] != "die":
            return None

        def instead():
            banish(g, event["unit"])

        return instead
