"""Plaza Guardian (unit, Deflect): "I cost [1] less for each gear you control." (356.4, counted as its cost is
determined.)"""

from .. import card
from ..cardsA_common import OwnDiscount


@card("Plaza Guardian")
class PlazaGuardian(OwnDiscount):
    def count(self, g, item) -> int:
        return sum(1 for cid, c in g.cards.items() if c.type == "gear" and c.controller == item.controller
                   and g.is_board_zone(c.zone) and not c.facedown)
