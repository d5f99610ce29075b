"""Allay, Eager Admirer (unit, Deflect): "While I'm at a battlefield, your other units here have [Deflect]." A
passive keyword grant (364)."""

from .. import Behaviour, card


@card("Allay, Eager Admirer")
class AllayEagerAdmirer(Behaviour):
    def keyword_grants(self, g, source, unit):
        me, u = g.cards[source], g.cards[unit]
        if unit != source and me.zone in g.battlefields and u.zone == me.zone and u.controller == me.controller:
            return ("Deflect",)
        return ()
