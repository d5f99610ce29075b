"""Ki Barrier (spell, [Reaction]): "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn."

A prevention shield (437) left on the unit for the turn: each time damage would be dealt to it, up to the
amount left is prevented (437.2: the damage dealt is the rest) and the shield shrinks by that much, until 7
in all are prevented. The reminder text notes that an opponent may assign the unit more combat damage than
lethal (465.2.c) to get through it."""

from ...effects import add_replacement
from .. import Behaviour, TargetSpec, card


@card("Ki Barrier")
class KiBarrier(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            add_replacement(ctx.g, unit, ctx.source, prevent_up_to=7)

    def replace(self, g, source, event):
        entry = event.get("delayed")
        if entry is None or "prevent_up_to" not in entry or event["type"] != "damage":
            return None
        unit, amount = event["unit"], event["amount"]

        def prevent() -> int:
            stopped = min(amount, entry["prevent_up_to"])
            entry["prevent_up_to"] -= stopped
            if entry["prevent_up_to"] <= 0:
                entries = g.cards[unit].memory.get("replacements", [])
                if entry in entries:
                    entries.remove(entry)
            return amount - stopped

        return prevent
