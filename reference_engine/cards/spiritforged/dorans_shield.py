"""Doran's Shield (gear, Equipment, +1 Might): "[Equip] [C]"."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Doran's Shield")
class DoransShield(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)
