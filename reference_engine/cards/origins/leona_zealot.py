"""Leona, Zealot (unit): "If an opponent's score is within 3 points of the Victory Score, I enter ready."
and "Stunned enemy units here have -8 Might, to a minimum of 1 Might."

The second is a passive ability, so its limit is applied each time Might is computed and never
snapshotted (477.3.b): an increase given to such a unit is swallowed while the decrease applies."""

from ...might import MightChange
from ...scoring import victory_score
from .. import Behaviour, card


@card("Leona, Zealot")
class LeonaZealot(Behaviour):
    def might_bonus(self, g, source, unit):
        me, other = g.cards[source], g.cards[unit]
        if other.zone != me.zone or other.controller == me.controller or not other.stunned:
            return 0
        return MightChange(-8, minimum=1)

    def enters_ready(self, g, card, player):
        return any(g.players[o].score >= victory_score(g) - 3 for o in g.opponents(player))
