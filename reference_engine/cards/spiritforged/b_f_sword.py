"""B.F. Sword (gear, Equipment): "[Equip] [C]", +3 Might."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("B.F. Sword")
class BFSword(Equipment):
    bonus = 3
    abilities = (equip_ability(power=1),)
