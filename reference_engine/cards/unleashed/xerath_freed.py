"""Xerath, Freed (unit): "[C], [T]: Deal 3 to a unit. Use this ability only while I'm at a battlefield."
An activated ability (403) with a use restriction."""

from .. import Ability, Behaviour, TargetSpec, card
from ..unleashed_common import deal_n


def _at_battlefield(g, source):
    return None if g.cards[source].zone in g.battlefields else "only while Xerath is at a battlefield"


@card("Xerath, Freed")
class XerathFreed(Behaviour):
    abilities = (Ability(effect=deal_n(3), power=1, exhaust=True, usable=_at_battlefield,
                         targets=(TargetSpec(kind="unit", text="a unit"),)),)
