"""Sett, Kingpin (unit, Tank): "I get +1 [M] for each buffed friendly unit at my battlefield."

A passive count (364), taken afresh whenever his Might is computed: each friendly unit at the battlefield
he is at that has a buff (426), himself included. In base he is at no battlefield and gets nothing."""

from ...history import count, units_at
from .. import Behaviour, card


@card("Sett, Kingpin")
class SettKingpin(Behaviour):
    def might_bonus(self, g, source, unit):
        me = g.cards[source]
        if unit != source or me.zone not in g.battlefields:
            return 0
        return count(units_at(g, me.zone, me.controller), g, lambda u: g.cards[u].buffed)
