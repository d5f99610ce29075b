"""Risen Altar (battlefield): the Empower costs (827) of "your" units at it -- units its controller controls
(190.6.d) -- cost [1] or [A] less (the player chooses when the cost has both)."""

from ...empowered import is_empower_ability
from .. import Behaviour, card


@card("Risen Altar")
class RisenAltar(Behaviour):
    def ability_cost_discount(self, g, source, item):
        c = g.cards[item.source]
        me = g.battlefields[source].controller
        if me is not None and c.zone == source and c.controller == me and c.type == "unit" \
                and is_empower_ability(g, item.source, item.index):
            return 0, 1
        return 0, 0
