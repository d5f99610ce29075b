"""Forgefire Cape (gear, Signature Equipment of Ornn, Unique, +3 Might, [Equip] [C]). Its Effect Text: when
its unit attacks or defends, deal 2 to each enemy unit at that unit's location. While attached the text is
the unit's (434.1.c, 718.3), so the damage is that ability's (417.6.b)."""

from .. import card
from ...effects import deal
from ...equipment import Equipment, equip_ability
from ..spiritforged_common import enemy_units_here, when


def _deal_2_to_enemies_here(ctx) -> None:
    for unit in enemy_units_here(ctx.g, ctx.source, ctx.controller):
        deal(ctx.g, unit, 2, by=ctx.controller, source=ctx.source)


@card("Forgefire Cape")
class ForgefireCape(Equipment):
    bonus = 3
    abilities = (equip_ability(power=1),)
    effect_triggers = (when("on_attack_or_defend", _deal_2_to_enemies_here),)
