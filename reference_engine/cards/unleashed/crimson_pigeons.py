"""Crimson Pigeons (unit): "I have +2 Might while I'm attacking with another unit." While it is an attacker
(323.2) and another unit at its battlefield is an attacker too."""

from .. import Behaviour, card


@card("Crimson Pigeons")
class CrimsonPigeons(Behaviour):
    def might_bonus(self, g, source, unit):
        me = g.cards[source]
        if unit != source or me.designation != "attacker" or me.zone not in g.battlefields:
            return 0
        others = [cid for cid in g.battlefields[me.zone].units if cid != source and g.cards[cid].designation == "attacker"]
        return 2 if others else 0
