"""Bandle Soldier (unit): "[Level 3] I enter ready." Whether the Level ability is active is read as the unit
enters the board, from the XP of the player it enters under (824.1.c, 143.4.a)."""

from .. import Behaviour, card


@card("Bandle Soldier")
class BandleSoldier(Behaviour):
    def enters_ready(self, g, card, player):
        return g.players[player].xp >= 3
