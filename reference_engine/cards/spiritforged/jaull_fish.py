"""Jaull-Fish (unit, Accelerate): "I cost [2] less for each of your [Mighty] units." (356.4; Mighty: 5+
Might, 709, counted as its cost is determined.)"""

from ...might import effective_might
from .. import Behaviour, card


@card("Jaull-Fish")
class JaullFish(Behaviour):
    def cost_discount(self, g, source, item):
        if item.source != source:
            return None
        n = sum(1 for u in g.board_units() if g.cards[u].controller == item.controller and effective_might(g, u) >= 5)
        return (2 * n, 0, 0) if n else None
