"""World Atlas (gear, Equipment, +2 Might, [Equip] [C]). Its Effect Text: when its unit holds, its controller plays two exhausted Gold gear tokens. While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import gold_tokens, text_trigger


@card("World Atlas")
class WorldAtlas(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
    effect_triggers = (text_trigger("on_hold", gold_tokens(2)),)
