"""Deadly Flourish (spell): "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token
exhausted." The second sentence is a delayed triggered ability (389-392) linked to that unit as the spell
dealt it damage (390.5): it triggers on that unit's death this turn, once (a unit that left the board
and came back before dying is not told apart)."""

from ...delayed import create
from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import gold_token


def _it_died(g, source, event) -> bool:
    link = event.get("delayed", {})
    return event.get("unit") == link.get("unit")


def _gold(ctx):
    gold_token(ctx.g, ctx.controller)


@card("Deadly Flourish")
class DeadlyFlourish(Behaviour):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)
    triggers = (Trigger(on="die", condition=_it_died, effect=_gold, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            deal(g, unit, 3, by=ctx.controller, source=ctx.source)
            create(g, ctx.source, ctx.controller, 1, {"unit": unit})
