"""Highlander (spell, Reaction), with its Origins errata: "Choose a friendly unit. The next time it would
die this turn, heal it, exhaust it, and recall it instead."

A replacement effect (367-369) the spell leaves on that unit for the rest of the turn (it ends early if
the unit becomes a new object, 124). It applies once, to the next death only; each of its actions is
done as far as possible (healing an undamaged unit or recalling a unit already in base does nothing, yet
the unit is still exhausted)."""

from ...effects import add_replacement, exhaust, heal, recall
from .. import Behaviour, TargetSpec, card


@card("Highlander")
class Highlander(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            add_replacement(ctx.g, unit, ctx.source, once=True)

    def replace(self, g, source, event):
        entry = event.get("delayed")
        if entry is None or event["type"] != "die":
            return None
        unit = event["unit"]

        def instead():
            entries = g.cards[unit].memory.get("replacements", [])
            if entry in entries:
                entries.remove(entry)  # "the next time": used up
            heal(g, unit)
            exhaust(g, unit)
            if g.cards[unit].zone != "base":
                recall(g, unit)

        return instead
