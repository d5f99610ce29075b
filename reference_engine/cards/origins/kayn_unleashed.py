"""Kayn, Unleashed (unit, Ganking): "If I have moved twice this turn, I don't take damage." A passive
ability: while it applies Kayn can't be dealt damage, so he is dealt none and combat damage assignment
ignores him (465.2.c.10)."""

from ...movement import moves_this_turn
from .. import Behaviour, card


@card("Kayn, Unleashed")
class KaynUnleashed(Behaviour):
    def prevents_damage(self, g, source, unit):
        return unit == source and moves_this_turn(g, source) >= 2
