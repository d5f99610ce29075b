"""Aspirant's Climb (battlefield): the points needed to win the game are one more while it is in play (a
passive, 364; ``scoring.victory_score``). When it leaves (e.g. replaced by a token), the number drops at
once, and the next cleanup checks victory against it (323.1, 472)."""

from .. import Behaviour, card


@card("Aspirant's Climb")
class AspirantsClimb(Behaviour):
    def victory_score_change(self, g, source):
        return 1
