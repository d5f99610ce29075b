"""Kha'Zix, Evolving Hunter (unit, Hunt): "When I attack, you may spend 3 XP to deal damage equal to my
Might to an enemy unit here." Spending the XP is a cost within the instruction, the ability's base cost
paid as it is finalized (383.3.b, 730.2); the damage is his Might as the ability resolves."""

from ...effects import deal
from ...might import effective_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_attacked


def _deal_my_might(ctx):
    amount = effective_might(ctx.g, ctx.source)
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)


@card("Kha'Zix, Evolving Hunter")
class KhazixEvolvingHunter(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_deal_my_might, optional=True, xp=3,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
