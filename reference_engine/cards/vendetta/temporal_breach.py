"""Temporal Breach (spell, Hidden): "Banish a unit, then its owner plays it to the same location, ignoring
its cost."

The unit becomes a new object in banishment (124: its temporary modifications and statuses are gone); its
owner then plays it: it is put on the chain as a pending item and finalized only after this spell has
finished resolving (354.2-354.3), so while it waits the state is closed and a battlefield it left is not
lost (323.6). A token ceases to exist in banishment (186.1): there is nothing left to play (055)."""

from ...effects import banish
from ...playing import play_by_effect
from .. import Behaviour, TargetSpec, card


@card("Temporal Breach")
class TemporalBreach(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            location = g.cards[unit].zone
            banish(g, unit)
            c = g.cards[unit]
            if c.zone == "banishment":
                play_by_effect(g, c.owner, unit, to=location if location in g.battlefields else "base",
                               ignore_cost=True)
