"""Morgana, Vindictive (champion unit, 5 Might, [Ambush]): "When you play me, deal damage to a unit equal to the
damage marked on it."

The unit is chosen as the ability is finalized; the amount is the damage marked on it as the ability
resolves (142.3), dealt by the ability (417.6.b)."""

from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _double(ctx) -> None:
    for unit in ctx.chosen(0):
        marked = ctx.g.cards[unit].damage
        if marked:
            deal(ctx.g, unit, marked, by=ctx.controller, source=ctx.source)


@card("Morgana, Vindictive")
class MorganaVindictive(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_double, targets=(TargetSpec(kind="unit", text="a unit"),)),)
