"""Stargazer (unit): "Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1]." A
passive discount (356.4, its minimum its own, 356.4.e) on a spell its controller plays from the trash
with Flow (829.1.b)."""

from .. import Behaviour, card


@card("Stargazer")
class Stargazer(Behaviour):
    def cost_discount(self, g, source, item):
        if item.kind == "card" and item.data.get("flow") and item.controller == g.cards[source].controller:
            return 2, 0, 1
        return None
