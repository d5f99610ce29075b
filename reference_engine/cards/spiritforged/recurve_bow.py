"""Recurve Bow (gear, Equipment, +0 Might, [Equip] [C]). Its Effect Text: when the unit it is attached to attacks or defends, that unit's ability deals 2 to an enemy unit there. While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import enemy_unit, text_trigger


@card("Recurve Bow")
class RecurveBow(Equipment):
    bonus = 0
    abilities = (equip_ability(power=1),)
    effect_triggers = (text_trigger("on_attack_or_defend", {"deal": 2, "target": enemy_unit()}),)
