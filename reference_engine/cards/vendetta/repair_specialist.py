"""Repair Specialist (unit, 3 Might): "I have [Assault] equal to the number of gear you control."

A passive keyword (364) whose value is counted each time it is read: "[Assault N]" with N the gear its
controller controls now (807: +N Might while an attacker). With no gear it has no Assault."""

from .. import card
from ..cardsD_common import SelfStatic


def _gear_you_control(g, source) -> int:
    me = g.cards[source].controller
    return sum(1 for c in g.cards.values() if c.type == "gear" and c.controller == me and not c.facedown
               and g.is_board_zone(c.zone))


def _assault(g, source) -> tuple:
    n = _gear_you_control(g, source)
    return (f"Assault {n}",) if n else ()


@card("Repair Specialist")
class RepairSpecialist(SelfStatic):
    self_keywords = (_assault,)
