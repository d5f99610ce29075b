"""Crackshot Corsair (unit): "When I attack, deal 1 to an enemy unit here." (an attack trigger, 383.4.e)"""

from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card


def _i_attack(g, source, event) -> bool:
    return event.get("unit") == source


def _shoot(ctx):
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 1, by=ctx.controller, source=ctx.source)


@card("Crackshot Corsair")
class CrackshotCorsair(Behaviour):
    triggers = (Trigger(on="attack", condition=_i_attack, effect=_shoot,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
