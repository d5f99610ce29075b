"""Blighted Battleaxe (gear, Equipment, +4 Might): "[Equip] [1][C]" (818; 718.4: the bonus goes to the unit it is
attached to)."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Blighted Battleaxe")
class BlightedBattleaxe(Equipment):
    bonus = 4
    abilities = (equip_ability(energy=1, power=1),)
