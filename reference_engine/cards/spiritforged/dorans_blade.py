"""Doran's Blade (gear, Equipment): "[Equip] [C]", +2 Might."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Doran's Blade")
class DoransBlade(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
