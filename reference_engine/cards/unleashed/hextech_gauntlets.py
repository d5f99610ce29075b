"""Hextech Gauntlets (gear, Equipment, Vi's Signature, +3 Might): "[Equip] [3][A]. This ability's Energy cost
is reduced by the Might of the unit you choose. When I conquer, if you assigned 3 or more excess damage,
draw 1." The Equip ability (818) costs 3 Energy and one Power of any domain, less the chosen unit's Might
(its target is chosen before the cost, 355.5 then 356.4; ``Ability.chosen_discount``). Its Effect Text is the
attached unit's (718.3): when that unit conquers, if its controller assigned 3 or more combat damage beyond
lethal in that combat (465.2.c), they draw 1 (the "if" is part of the trigger condition, 383.2.a.1)."""

from dataclasses import replace

from ...combat_damage import excess_assigned
from ...effects import draw
from ...equipment import Equipment, equip_ability
from ...might import effective_might
from .. import Trigger, card


def _might_of_chosen(g, source, chosen) -> int:
    return sum(max(0, effective_might(g, u)) for u in chosen if u in g.cards)


def _conquered_with_excess(g, source, event) -> bool:
    return source in event.get("units", []) and excess_assigned(g, event.get("battlefield"), event.get("player")) >= 3


@card("Hextech Gauntlets")
class HextechGauntlets(Equipment):
    bonus = 3
    abilities = (replace(equip_ability(energy=3, power=0), any_power=1, chosen_discount=_might_of_chosen),)
    effect_triggers = (Trigger(on="conquer", condition=_conquered_with_excess,
                               effect=lambda ctx: draw(ctx.g, ctx.controller, 1)),)
