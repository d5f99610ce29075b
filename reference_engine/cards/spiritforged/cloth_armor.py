"""Cloth Armor (gear, Equipment): "[Quick-Draw] [Equip] [C]", +0 Might; the unit it is attached to has [Shield 2] (718.3)."""

from .. import card
from ...equipment import Equipment, equip_ability, quick_draw_trigger


@card("Cloth Armor")
class ClothArmor(Equipment):
    bonus = 0
    abilities = (equip_ability(power=1),)
    triggers = (quick_draw_trigger(),)
    effect_keywords = ("Shield 2",)
