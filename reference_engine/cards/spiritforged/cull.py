"""Cull (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text: when its unit conquers, its controller plays an exhausted Gold gear token. While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import gold_tokens, text_trigger


@card("Cull")
class Cull(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)
    effect_triggers = (text_trigger("on_conquer", gold_tokens(1)),)
