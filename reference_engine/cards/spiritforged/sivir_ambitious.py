"""Sivir, Ambitious (unit, Deflect 2): "When I conquer after an attack, if you assigned 5 or more excess
damage to enemy units, you may deal that much to an enemy unit." A conquer following a combat she attacked
in; the excess is the combat damage her controller assigned beyond lethal there (465.2.c,
``combat_damage.excess_assigned``); the "if" is part of the trigger condition (383.2.a.1)."""

from ...combat_damage import excess_assigned
from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsC_common import conquered_after_attack_with_excess


def _after_attack_with_excess(g, source, event) -> bool:
    return conquered_after_attack_with_excess(g, source, event, 5)


def _deal_excess(ctx) -> None:
    amount = excess_assigned(ctx.g, ctx.event.get("battlefield"), ctx.controller)
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)


@card("Sivir, Ambitious")
class SivirAmbitious(Behaviour):
    triggers = (Trigger(on="conquer", condition=_after_attack_with_excess, effect=_deal_excess, optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),)
