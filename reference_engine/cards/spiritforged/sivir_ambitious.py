"""Sivir, Ambitious (unit, Deflect 2): "When I conquer after an attack, if you assigned 5 or more excess
damage to enemy units, you may deal that much to an enemy unit." A conquer following a combat she attacked
in; the excess is the combat damage her controller assigned beyond lethal there (465.2.c,
``combat_damage.excess_assigned``); the "if" is part of the trigger condition (383.2.a.1)."""

from ...combat_damage import excess_assigned
from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ..spiritforged_common import events_this_turn


def _after_attack_with_excess(g, source, event) -> bool:
    bf, me = event.get("battlefield"), g.cards[source].controller
    if source not in event.get("units", []):
        return False
    attacked = any(e["type"] == "attack" and e.get("unit") == source and e.get("battlefield") == bf
                   for e in events_this_turn(g))
    return attacked and excess_assigned(g, bf, me) >= 5


def _deal_excess(ctx) -> None:
    amount = excess_assigned(ctx.g, ctx.event.get("battlefield"), ctx.controller)
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)


@card("Sivir, Ambitious")
class SivirAmbitious(Behaviour):
    triggers = (Trigger(on="conquer", condition=_after_attack_with_excess, effect=_deal_excess, optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),)
