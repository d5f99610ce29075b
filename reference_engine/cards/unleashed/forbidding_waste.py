"""Forbidding Waste (battlefield): while a unit at it is defending alone -- a defender in the combat there
with no other friendly unit at the battlefield -- it has -2 Might (a passive, 364)."""

from .. import Behaviour, card


@card("Forbidding Waste")
class ForbiddingWaste(Behaviour):
    def might_bonus(self, g, source, unit):
        c = g.cards[unit]
        sd = g.showdown
        if c.zone != source or c.designation != "defender" or sd is None or not sd.combat or sd.at != source:
            return 0
        friends = [u for u in g.battlefields[source].units
                   if u != unit and g.cards[u].type == "unit" and g.cards[u].controller == c.controller]
        return -2 if not friends else 0
