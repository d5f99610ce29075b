"""Wuju Bladesman - Starter (Master Yi legend): "While a friendly unit defends alone, it gets +2 Might." A
passive (364): a unit of its controller that is a defender (323.2) with no other defender at its
battlefield."""

from .. import Behaviour, card


def defends_alone(g, unit: str) -> bool:
    c = g.cards[unit]
    if c.designation != "defender" or c.zone not in g.battlefields:
        return False
    return not any(o.id != unit and o.zone == c.zone and o.designation == "defender" for o in g.cards.values())


@card("Wuju Bladesman - Starter")
class WujuBladesmanStarter(Behaviour):
    def might_bonus(self, g, source, unit):
        c = g.cards[unit]
        return 2 if c.controller == g.cards[source].controller and defends_alone(g, unit) else 0
