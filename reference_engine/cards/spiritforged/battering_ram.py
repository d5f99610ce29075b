"""Battering Ram (unit): "I cost [1] less for each card you've played this turn, to a minimum of [1]."
Cards played are the player's ``play`` events of this turn (tokens are not cards, 185). The minimum
limits this discount only (356.4.e)."""

from .. import Behaviour, card
from ..spiritforged_common import events_this_turn


def cards_played_this_turn(g, player) -> int:
    return sum(1 for e in events_this_turn(g) if e["type"] == "play" and e.get("player") == player
               and e.get("card") in g.cards and not g.cards[e["card"]].token)


@card("Battering Ram")
class BatteringRam(Behaviour):
    def cost_discount(self, g, source, item):
        if item.source != source:
            return None
        n = cards_played_this_turn(g, item.controller)
        return (n, 0, 1) if n else None
