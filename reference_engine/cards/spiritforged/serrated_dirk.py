"""Serrated Dirk (gear, Equipment): "[Equip] [C]", +0 Might; the unit it is attached to has [Assault 2] (718.3)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Serrated Dirk")
class SerratedDirk(Equipment):
    bonus = 0
    abilities = (equip_ability(power=1),)
    effect_keywords = ("Assault 2",)
