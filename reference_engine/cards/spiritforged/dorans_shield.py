"""Doran's Shield (gear, Equipment, +1 Might): "[Equip] [C]"; effect text: "[Tank]", which the unit it is
attached to has (136.2.c)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Doran's Shield")
class DoransShield(Equipment):
    bonus = 1
    effect_keywords = ("Tank",)
    abilities = (equip_ability(power=1),)
