"""Hunter's Machete (gear, Equipment, +2 Might): "[Equip] [C]" (818; 718.4: the bonus goes to the unit it is
attached to)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Hunter's Machete")
class HuntersMachete(Equipment):
    bonus = 2
    abilities = (equip_ability(energy=0, power=1),)
