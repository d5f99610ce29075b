"""Wielder of Water (unit): "While I'm attacking or defending alone, I have +2 [M]."

A conditional passive (364.3.a): while it is an attacker or a defender (323.2) and no other friendly unit
is at its location (740.2.a)."""

from .. import Behaviour, card
from ..cardsC_common import alone


@card("Wielder of Water")
class WielderOfWater(Behaviour):
    def might_bonus(self, g, source, unit):
        me = g.cards[source]
        return 2 if unit == source and me.designation in ("attacker", "defender") and alone(g, source) else 0
