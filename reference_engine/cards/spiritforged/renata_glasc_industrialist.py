"""Renata Glasc, Industrialist (unit): tokens entering under her controller's control enter ready (143.4.a,
a passive of hers; unit tokens otherwise enter exhausted, gear tokens ready)."""

from .. import Behaviour, card


@card("Renata Glasc, Industrialist")
class RenataGlascIndustrialist(Behaviour):
    def unit_enters_ready(self, g, source, unit, player):
        return g.cards[unit].token and player == g.cards[source].controller
