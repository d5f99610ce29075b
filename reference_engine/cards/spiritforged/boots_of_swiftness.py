"""Boots of Swiftness (gear, Equipment): "[Equip] [C]", +2 Might; the unit it is attached to has [Ganking] (718.3)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Boots of Swiftness")
class BootsOfSwiftness(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
    effect_keywords = ("Ganking",)
