"""Eager Apprentice (unit): "While I'm at a battlefield, the Energy costs for spells you play is reduced by [1], to
a minimum of [1]."

A passive discount (356.4) of the spells its controller plays while it is at a battlefield (not in a base); the
minimum limits only this discount (356.4.e): a spell costing [1] or less keeps its cost."""

from .. import Behaviour, card
from ..cardsD_common import at_battlefield


@card("Eager Apprentice")
class EagerApprentice(Behaviour):
    def cost_discount(self, g, source, item):
        if item.kind != "card" or item.source == source or g.cards[item.source].type != "spell":
            return None
        if not at_battlefield(g, source) or item.controller != g.cards[source].controller:
            return None
        return 1, 0, 1
