"""Trifarian War Camp (battlefield): "Units here have +1 Might." A passive ability (364) of the
battlefield: it applies to every unit at it, attackers included, and stops when a unit leaves."""

from .. import Behaviour, card


@card("Trifarian War Camp")
class TrifarianWarCamp(Behaviour):
    def might_bonus(self, g, source, unit):
        return 1 if g.cards[unit].zone == source else 0
