"""Counter Strike (spell, Reaction, Signature of Jax): "Choose a unit. The next time that unit would be dealt
damage this turn, prevent it. Draw 1." A prevention (437) left on the unit for the turn, used up by the
next damage it would be dealt (any source, combat too), which is prevented in full."""

from ...effects import add_replacement, draw
from .. import Behaviour, TargetSpec, card


@card("Counter Strike")
class CounterStrike(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            add_replacement(ctx.g, unit, ctx.source, prevent="next")
        draw(ctx.g, ctx.controller, 1)

    def replace(self, g, source, event):
        entry = event.get("delayed")
        if entry is None or entry.get("prevent") != "next" or event["type"] != "damage":
            return None
        unit = event["unit"]

        def prevent() -> int:
            entries = g.cards[unit].memory.get("replacements", [])
            if entry in entries:
                entries.remove(entry)  # "the next time": used up
            return 0

        return prevent
