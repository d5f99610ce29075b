"""Yeti Brawler (unit): "When I conquer, if you assigned 3 or more excess damage, play two Gold gear tokens
exhausted." Excess damage is combat damage assigned beyond lethal in that battlefield's combat this turn
(465.2.c, ``combat_damage.excess_assigned``); the "if" is part of the trigger condition (383.2.a.1)."""

from ...combat_damage import excess_assigned
from .. import Behaviour, Trigger, card
from ..unleashed_common import gold_token


def _conquered_with_excess(g, source, event) -> bool:
    return source in event.get("units", ()) and excess_assigned(g, event.get("battlefield"), event.get("player")) >= 3


def _two_gold(ctx):
    for _ in range(2):
        gold_token(ctx.g, ctx.controller)


@card("Yeti Brawler")
class YetiBrawler(Behaviour):
    triggers = (Trigger(on="conquer", condition=_conquered_with_excess, effect=_two_gold),)
