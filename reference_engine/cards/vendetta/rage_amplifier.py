"""Rage Amplifier (gear): "[Empower] [6][C]. Your units have +1 [S]. If I'm [Empowered], they have +2 [S]
instead."

A passive over every unit its controller controls (364), +2 instead of +1 while the gear is Empowered
(828); the Empower ability costs [6] and one Power of the card's domain (827.1.c.1)."""

from ...empowered import empower_ability, is_empowered
from .. import card
from ..cardsD_common import GroupStatic, yours


@card("Rage Amplifier")
class RageAmplifier(GroupStatic):
    abilities = (empower_ability(energy=6, power=1),)

    def applies(self, g, source, unit):
        return yours(g, source, unit)

    def group_might(self, g, source):
        return 2 if is_empowered(g, source) else 1
