"""Leona, Determined (unit, Shield): "When I attack, stun an enemy unit here." An attack trigger
(383.4.e): it happens the first time in a combat that she gains the Attacker designation (383.4.e.2.a)."""

from ...effects import stun
from .. import Behaviour, TargetSpec, Trigger, card


def _i_attack(g, source, event) -> bool:
    return event.get("unit") == source


def _stun(ctx):
    for unit in ctx.chosen(0):
        stun(ctx.g, unit, by=ctx.controller)


@card("Leona, Determined")
class LeonaDetermined(Behaviour):
    triggers = (Trigger(on="attack", condition=_i_attack, effect=_stun,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
