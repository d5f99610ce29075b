"""Petal Pixie (unit): "I have +1 Might for each of your units with [Temporary] at my battlefield." A passive
(364); "my battlefield" -- in base there is none, so no bonus."""

from ...keywords import has_keyword
from .. import Behaviour, card


@card("Petal Pixie")
class PetalPixie(Behaviour):
    def might_bonus(self, g, source, unit):
        me = g.cards[source]
        if unit != source or me.zone not in g.battlefields:
            return 0
        return sum(1 for cid in g.battlefields[me.zone].units
                   if g.cards[cid].controller == me.controller and has_keyword(g.cards[cid], "Temporary", g))
