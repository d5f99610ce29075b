"""Long Sword (gear, Equipment, +2 Might): "[Quick-Draw] [Equip] [C]"."""

from .. import card
from ...equipment import Equipment, equip_ability, quick_draw_trigger


@card("Long Sword")
class LongSword(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
    triggers = (quick_draw_trigger(),)
