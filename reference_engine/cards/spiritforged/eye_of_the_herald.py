"""Eye of the Herald (gear, Equipment, +0 Might, [Equip] [C]). Its Effect Text: when its unit moves, a 1 Might Recruit unit token is played where the unit now is. While attached the
text is the unit's (434.1.c, 718.3): the unit is the ability's source ("I", "me", "here")."""

from .. import card
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import play_unit_token, when


@card("Eye of the Herald")
class EyeOfTheHerald(Equipment):
    bonus = 0
    abilities = (equip_ability(power=1),)
    effect_triggers = (when("on_move", lambda ctx: play_unit_token(ctx, "Recruit", at="here")),)
