"""Trinity Force (gear, Equipment, +2 Might, [Equip] [C]). Its Effect Text: when its unit holds, its controller scores 1 point (471.1). While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import text_trigger


@card("Trinity Force")
class TrinityForce(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
    effect_triggers = (text_trigger("on_hold", {"score": 1}),)
