"""Xerath, Freed (unit): "[C], [T]: Deal 3 to a unit. Use this ability only while I'm at a battlefield."
An activated ability (403) with a use restriction."""

from ...effects import deal
from .. import Ability, Behaviour, TargetSpec, card


def _at_battlefield(g, source):
    return None if g.cards[source].zone in g.battlefields else "only while Xerath is at a battlefield"


def _deal_three(ctx):
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 3, by=ctx.controller, source=ctx.source)


@card("Xerath, Freed")
class XerathFreed(Behaviour):
    abilities = (Ability(effect=_deal_three, power=1, exhaust=True, usable=_at_battlefield,
                         targets=(TargetSpec(kind="unit", text="a unit"),)),)
