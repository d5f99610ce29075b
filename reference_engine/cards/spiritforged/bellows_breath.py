"""Bellows Breath (spell, Action, Repeat [1][C]): "Deal 1 to up to three units at the same location." A group
requirement on the chosen units (355.11: one location -- a battlefield or one player's base, 106); with
Repeat paid, another group (820.2)."""

from ...effects import deal
from ...targets import location_key
from .. import Behaviour, TargetSpec, card


def _same_location(g, chosen) -> str | None:
    return None if len({location_key(g, u) for u in chosen}) <= 1 else "the units must be at the same location"


@card("Bellows Breath")
class BellowsBreath(Behaviour):
    targets = (TargetSpec(kind="unit", minimum=0, maximum=3, group_rule=_same_location,
                          text="up to three units at the same location"),)
    repeat = ((1, 1),)

    def resolve(self, ctx):
        for unit in ctx.chosen_group(0):
            deal(ctx.g, unit, 1, by=ctx.controller, source=ctx.source)
