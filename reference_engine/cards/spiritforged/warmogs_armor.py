"""Warmog's Armor (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text: when its unit conquers, it buffs itself (a +1 Might buff if it has none, 702). While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import text_trigger


@card("Warmog's Armor")
class WarmogsArmor(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)
    effect_triggers = (text_trigger("on_conquer", {"buff": True, "target": {"self": True}}),)
