"""Raging Soul (unit): "If you've discarded a card this turn, I have [Assault] and [Ganking]."

A conditional passive of its own (364): while its controller has discarded a card this turn (any discard,
a cost's too, 410), it has both keywords."""

from ...history import discarded_this_turn
from .. import Behaviour, card


@card("Raging Soul")
class RagingSoul(Behaviour):
    def keyword_grants(self, g, source, unit):
        if unit == source and discarded_this_turn(g, g.cards[source].controller):
            return ("Assault", "Ganking")
        return ()
