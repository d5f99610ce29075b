"""Herald of Scales (unit): "Your Dragons' Energy costs are reduced by [2], to a minimum of [1]." A passive
discount (356.4) on the Energy cost of each Dragon its controller plays, its minimum limiting only this
discount (356.4.e)."""

from .. import Behaviour, card


@card("Herald of Scales")
class HeraldOfScales(Behaviour):
    def cost_discount(self, g, source, item):
        if item.kind == "card" and item.controller == g.cards[source].controller \
                and "Dragon" in g.cards[item.source].tags:
            return 2, 0, 1
        return None
