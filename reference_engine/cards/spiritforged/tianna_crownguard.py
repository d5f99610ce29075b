"""Tianna Crownguard (unit, Deflect), with her Spiritforged errata: "While I'm at a battlefield, opponents
can't gain points." A passive prohibition on gaining points only: opponents still conquer and hold
battlefields, their conquer and hold abilities still trigger, and the final-point rule still makes them
draw instead (471.1.b). Modelled as a ``gain-point`` replacement that does nothing."""

from .. import Behaviour, card


@card("Tianna Crownguard")
class TiannaCrownguard(Behaviour):
    def replace(self, g, source, event):
        me = g.cards[source]
        if event["type"] != "gain-point" or me.zone not in g.battlefields:
            return None
        if event["player"] not in g.opponents(me.controller):
            return None
        return lambda: None
