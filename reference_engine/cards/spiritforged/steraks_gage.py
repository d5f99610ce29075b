"""Sterak's Gage (gear, Equipment): "[Quick-Draw] [Equip] [C]", +3 Might."""

from .. import card
from ...equipment import Equipment, equip_ability, quick_draw_trigger


@card("Sterak's Gage")
class SteraksGage(Equipment):
    bonus = 3
    abilities = (equip_ability(power=1),)
    triggers = (quick_draw_trigger(),)
