"""Ornn's Forge (battlefield): while you control it, the first non-token gear you play each turn costs [1]
less (356.4). "First" counts the gear you have played this turn before this one."""

from .. import Behaviour, card
from ..battlefield_common import events_this_turn


def _gear_played_this_turn(g, player) -> bool:
    return any(e["type"] == "play" and e.get("player") == player and e.get("permanent") and not e.get("token")
               and e.get("card") in g.cards and g.cards[e["card"]].type == "gear" for e in events_this_turn(g))


@card("Ornn's Forge")
class OrnnsForge(Behaviour):
    def cost_discount(self, g, source, item):
        c = g.cards[item.source]
        if item.kind != "card" or c.type != "gear" or c.token or source == item.source:
            return None
        if g.battlefields[source].controller != item.controller or _gear_played_this_turn(g, item.controller):
            return None
        return 1, 0, 0
