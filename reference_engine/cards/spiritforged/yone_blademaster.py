"""Yone, Blademaster (unit, Weaponmaster), with the Spiritforged FAQ's revised text: "When I conquer a
battlefield that was uncontrolled, deal damage equal to my Might to an enemy unit in a base." Whether it was
uncontrolled is its control just before the conquer (the ``conquer`` event's ``previous``), so a
noncombat showdown conquer triggers it."""

from ...effects import deal
from ...might import effective_might
from .. import Behaviour, TargetSpec, Trigger, card


def _conquered_uncontrolled(g, source, event) -> bool:
    return source in event.get("units", []) and event.get("previous") is None


def _strike(ctx) -> None:
    g = ctx.g
    if not g.is_board_zone(g.cards[ctx.source].zone):
        return  # no Might to read once he left the board
    amount = effective_might(g, ctx.source)
    for unit in ctx.chosen(0):
        deal(g, unit, amount, by=ctx.controller, source=ctx.source)


@card("Yone, Blademaster")
class YoneBlademaster(Behaviour):
    triggers = (Trigger(on="conquer", condition=_conquered_uncontrolled, effect=_strike,
                        targets=(TargetSpec(kind="unit", relation="enemy", where="base",
                                            text="an enemy unit in a base"),)),)
