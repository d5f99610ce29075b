"""Noxus Hopeful (unit, Legion): "[Legion] -- I cost [2] less." A discount on its own play (356.4) while its
Legion condition holds: its player has finalized another card this turn (812.1.c)."""

from ...keywords import legion_active
from .. import card
from ..cardsA_common import OwnDiscount


@card("Noxus Hopeful")
class NoxusHopeful(OwnDiscount):
    per = 2

    def count(self, g, item) -> int:
        return 1 if legion_active(g, item.source) else 0
