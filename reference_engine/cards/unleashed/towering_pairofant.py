"""Towering Pairofant (unit, Assault): "If a unit died this turn, I enter ready." Any unit, anyone's, this
turn before it enters (143.4.a)."""

from .. import Behaviour, card
from ..battlefield_common import events_this_turn


@card("Towering Pairofant")
class ToweringPairofant(Behaviour):
    def enters_ready(self, g, card, player):
        return any(e["type"] == "die" for e in events_this_turn(g))
