"""Noxian Guillotine (spell, Action, Legion): "Choose a unit. Kill it the next time it takes damage this
turn. [Legion] -- Kill it now instead."

As it resolves, with Legion active (812: its controller has played another card this turn) the unit is
killed at once. Otherwise it creates a delayed triggered ability (389-392) linked to that unit (390.5):
the next time that same object is dealt damage this turn it is killed (once; it lapses at the end of the
turn, or if the unit leaves the board and becomes a new object, 124)."""

from ...delayed import create
from ...effects import kill
from ...keywords import legion_active
from .. import Behaviour, TargetSpec, Trigger, card


def _that_unit_damaged(g, source, event) -> bool:
    link = event.get("delayed") or {}
    unit = g.cards.get(event.get("unit") or "")
    return unit is not None and event.get("unit") == link.get("unit") and unit.obj == link.get("obj")


def _execute(ctx) -> None:
    link = ctx.item.data.get("delayed", {})
    unit = ctx.g.cards.get(link.get("unit") or "")
    if unit is not None and unit.obj == link.get("obj"):
        kill(ctx.g, unit.id, by=ctx.controller, source=ctx.source)


@card("Noxian Guillotine")
class NoxianGuillotine(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    triggers = (Trigger(on="damage", condition=_that_unit_damaged, effect=_execute, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            if legion_active(g, ctx.source):
                kill(g, unit, by=ctx.controller, source=ctx.source)
            else:
                create(g, ctx.source, ctx.controller, 1, {"unit": unit, "obj": g.cards[unit].obj})
