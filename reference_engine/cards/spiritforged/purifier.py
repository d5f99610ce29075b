"""Purifier (Lucian legend): "Your Equipment each give [Assault]." A passive (364): each Equipment its
controller controls gives the unit it is attached to Assault (+1 Might while an attacker, 807); several
such Equipment on one unit add up (807.2)."""

from ...attachment import attachments
from .. import Behaviour, card


@card("Purifier")
class Purifier(Behaviour):
    def keyword_grants(self, g, source, unit):
        me = g.cards[source].controller
        mine = [a for a in attachments(g, unit) if "Equipment" in g.cards[a].tags and g.cards[a].controller == me]
        return ("Assault",) * len(mine)
