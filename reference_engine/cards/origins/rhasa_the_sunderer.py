"""Rhasa the Sunderer (unit): "I cost [1] less for each card in your trash." (356.4; counted as its cost is
determined, when Rhasa is already on the chain, 354.)"""

from .. import card
from ..cardsA_common import OwnDiscount


@card("Rhasa the Sunderer")
class RhasaTheSunderer(OwnDiscount):
    def count(self, g, item) -> int:
        return len(g.players[item.controller].trash)
