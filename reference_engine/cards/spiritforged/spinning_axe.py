"""Spinning Axe (gear, Equipment): "[Quick-Draw] [Equip] [C] [Temporary]", +3 Might. Temporary is a keyword of its Rules Text, so it does not trigger while the Axe is attached (718.2, 722.1)."""

from .. import card
from ...equipment import Equipment, equip_ability, quick_draw_trigger


@card("Spinning Axe")
class SpinningAxe(Equipment):
    bonus = 3
    abilities = (equip_ability(power=1),)
    triggers = (quick_draw_trigger(),)
