"""Doran's Ring (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text: when its unit conquers, its controller discards 1, then draws 1. While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import text_trigger


@card("Doran's Ring")
class DoransRing(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)
    effect_triggers = (text_trigger("on_conquer", {"discard": 1}, {"draw": 1}),)
