"""Mechanized Menace (Rumble legend): "Your Mechs have [Shield]." A passive ability (364) granting the
keyword to units with the Mech tag that its controller controls; Shield then gives +1 Might while such a
unit is a defender (814.1.c)."""

from .. import Behaviour, card


@card("Mechanized Menace")
class MechanizedMenace(Behaviour):
    def keyword_grants(self, g, source, unit):
        c = g.cards[unit]
        if c.type == "unit" and "Mech" in c.tags and c.controller == g.cards[source].controller:
            return ("Shield",)
        return ()
