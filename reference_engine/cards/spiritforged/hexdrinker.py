"""Hexdrinker (gear, Equipment): "[Equip] [C]", +1 Might; the unit it is attached to has [Deflect] (718.3)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Hexdrinker")
class Hexdrinker(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)
    effect_keywords = ("Deflect",)
