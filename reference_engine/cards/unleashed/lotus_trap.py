"""Lotus Trap (spell, Hidden, Reaction): "Choose a unit. Double all damage that would be dealt to it this
turn." A replacement effect (367-369) the spell leaves on that unit for the rest of the turn (ending early if
it becomes a new object, 124): each time damage would be dealt to it, twice that much is dealt instead (its
Bonus Damage included, 715). With several replacements for one damage, its controller orders them (372)."""

from ...effects import add_replacement
from .. import Behaviour, TargetSpec, card


@card("Lotus Trap")
class LotusTrap(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            add_replacement(ctx.g, unit, ctx.source)

    def replace(self, g, source, event):
        if event.get("delayed") is None or event["type"] != "damage":
            return None
        amount = event["amount"]
        return lambda: amount * 2
