"""Blade of the Ruined King (gear, Equipment, +4 Might): "[Equip] -- [C], kill a friendly unit". Its Equip
cost includes a non-resource cost (818.1.c.3): a friendly unit, chosen and killed as the ability is paid
(403-404); the unit to attach to is the ability's target (818.1.b.1)."""

from .. import CostSpec, TargetSpec, card
from ...equipment import Equipment, equip_ability

_EQUIP = equip_ability(power=1)


@card("Blade of the Ruined King")
class BladeOfTheRuinedKing(Equipment):
    bonus = 4
    abilities = (type(_EQUIP)(effect=_EQUIP.effect, power=1, targets=_EQUIP.targets,
                              costs=(CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly",
                                                                               text="a friendly unit")),)),)
