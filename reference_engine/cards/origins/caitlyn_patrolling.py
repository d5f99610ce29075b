"""Caitlyn, Patrolling (unit): "I must be assigned combat damage last. / [T]: Deal damage equal to my Might to
a unit at a battlefield. Use this ability only while I'm at a battlefield."

The first line is the requirement Backline stands for (465.2.c.6, 826.3) without the keyword
(``Behaviour.assigned_damage_last``; with Tank too the assigner picks one, 465.2.c.8). The ability exhausts
her (its cost) and deals her Might as it resolves (the ability's damage, 417.6.b), only while she is at a
battlefield."""

from ...effects import deal
from ...might import effective_might
from .. import Ability, TargetSpec, card
from ..laneB_common import AssignedDamageLast


def _at_a_battlefield(g, source) -> str | None:
    return None if g.cards[source].zone in g.battlefields else "use this ability only while I'm at a battlefield"


def _deal_my_might(ctx) -> None:
    n = effective_might(ctx.g, ctx.source)
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, n, by=ctx.controller, source=ctx.source)


@card("Caitlyn, Patrolling")
class CaitlynPatrolling(AssignedDamageLast):
    abilities = (Ability(effect=_deal_my_might, exhaust=True, usable=_at_a_battlefield,
                         targets=(TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),)
