"""Needlessly Large Yordle (unit, Shield 5, Tank): "I cost [2][C] less for each point you scored from
holding this turn." (356.4: per hold point, 2 Energy and 1 Power off; the points are the player's
``score`` events of this turn with ``how: hold``)."""

from .. import Behaviour, card
from ..spiritforged_common import events_this_turn


@card("Needlessly Large Yordle")
class NeedlesslyLargeYordle(Behaviour):
    def cost_discount(self, g, source, item):
        if item.source != source:
            return None
        n = sum(1 for e in events_this_turn(g) if e["type"] == "score" and e.get("how") == "hold"
                and e.get("player") == item.controller)
        return (2 * n, n, 0) if n else None
