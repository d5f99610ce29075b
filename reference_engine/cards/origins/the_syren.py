"""The Syren (gear), with its Origins errata: "[1], [E]: Move a friendly unit at a battlefield to its base."

A move by an ability (446), to the base of the unit's controller (its own base, 144)."""

from ...movement import move
from .. import Ability, Behaviour, TargetSpec, card


def _to_base(ctx) -> None:
    for unit in ctx.chosen(0):
        if ctx.g.cards[unit].zone in ctx.g.battlefields:
            move(ctx.g, [unit], "base", by=ctx.controller)


@card("The Syren")
class TheSyren(Behaviour):
    abilities = (Ability(effect=_to_base, energy=1, exhaust=True,
                         targets=(TargetSpec(kind="unit", where="battlefield", relation="friendly",
                                             text="a friendly unit at a battlefield"),)),)
