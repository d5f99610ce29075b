"""Piltover Enforcer (Vi legend): "When you conquer, if you assigned 3 or more excess damage, you may exhaust
me to ready a unit." The "if" is part of the trigger condition (383.2.a.1): the combat at the conquered
battlefield this turn in which its controller assigned combat damage beyond what was lethal to the units
(465.2.c; the ``assigned`` event's ``excess``). Exhausting the legend is the base cost (383.3.b)."""

from ...effects import ready
from .. import Behaviour, TargetSpec, card
from ..legend_common import controller, when_you


def _excess_three(g, source, event) -> bool:
    me, bf = controller(g, source), event.get("battlefield")
    for e in reversed(g.events):
        if e["type"] == "turn":
            return False
        if e["type"] == "assigned" and e.get("player") == me and e.get("battlefield") == bf:
            return e.get("excess", 0) >= 3
    return False


def _ready(ctx):
    for unit in ctx.chosen(0):
        ready(ctx.g, unit)


@card("Piltover Enforcer")
class PiltoverEnforcer(Behaviour):
    triggers = (when_you("conquer", _ready, condition=_excess_three, optional=True, exhaust=True,
                         targets=(TargetSpec(kind="unit", text="a unit"),)),)
