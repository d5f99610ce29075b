"""Kinkou Temple (battlefield): units at it that have [Tank] get +1 Might (a passive, 364; attackers and
defenders included)."""

from ...keywords import has_keyword
from .. import Behaviour, card


@card("Kinkou Temple")
class KinkouTemple(Behaviour):
    def might_bonus(self, g, source, unit):
        c = g.cards[unit]
        return 1 if c.zone == source and has_keyword(c, "Tank", g) else 0
