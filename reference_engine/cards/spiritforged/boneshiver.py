"""Boneshiver (gear, Equipment, +2 Might, [Equip] [1][C]). Its Effect Text: when its unit conquers, its
controller channels 1 rune exhausted (430). While attached the text is the unit's (434.1.c, 718.3)."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import text_trigger


@card("Boneshiver")
class Boneshiver(Equipment):
    bonus = 2
    abilities = (equip_ability(energy=1, power=1),)
    effect_triggers = (text_trigger("on_conquer", {"channel": 1}),)
