"""Breakneck Mech (unit, Mech): its controller's Mechs, itself included, have [Deflect] and [Ganking] (364);
it enters ready if its controller controls another Mech (143.4.a)."""

from .. import Behaviour, card
from ..spiritforged_common import controls_other


@card("Breakneck Mech")
class BreakneckMech(Behaviour):
    def keyword_grants(self, g, source, unit):
        u = g.cards[unit]
        if u.type == "unit" and "Mech" in u.tags and u.controller == g.cards[source].controller:
            return ("Deflect", "Ganking")
        return ()

    def enters_ready(self, g, card, player):
        return controls_other(g, card, player, "Mech")
