"""Soul Sword (gear, Equipment, +1 Might): "[Equip] [C]" (818; 718.4: the bonus goes to the unit it is
attached to)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Soul Sword")
class SoulSword(Equipment):
    bonus = 1
    abilities = (equip_ability(energy=0, power=1),)
