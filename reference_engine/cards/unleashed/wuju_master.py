"""Wuju Master (Master Yi legend): "[Level 6] Your units have +1 Might. [Level 11] Your units enter ready."
Each Level ability is active while its controller has that much XP (824.1.b.1, 824.1.c-d): a passive Might
bonus (364) to each unit its controller controls, and units (tokens too) entering the board under its
controller's control enter ready (143.4.a)."""

from ...xp import has_level
from .. import Behaviour, card


@card("Wuju Master")
class WujuMaster(Behaviour):
    def might_bonus(self, g, source, unit):
        mine = g.cards[unit].controller == g.cards[source].controller
        return 1 if mine and has_level(g, source, 6) else 0

    def unit_enters_ready(self, g, source, unit, player):
        return player == g.cards[source].controller and has_level(g, source, 11)
