"""Temptation (spell, Repeat [2]): "Move an enemy unit to a location where there's a unit with the same
controller." The destination is named as it is played (355.4, the play's ``to``): a battlefield, or
``base`` (the unit's controller's base), where that unit's controller has another unit. With Repeat paid
each execution moves its own chosen unit to that destination."""

from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


def _has_company(g, unit, to) -> bool:
    owner = g.cards[unit].controller
    units = g.players[owner].base if to == "base" else g.battlefields[to].units if to in g.battlefields else []
    return any(u != unit and g.cards[u].type == "unit" and g.cards[u].controller == owner for u in units)


@card("Temptation")
class Temptation(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)
    repeat = ((2, 0),)

    def destination_problem(self, g, card, player, to, targets):
        problem = super().destination_problem(g, card, player, to, targets)
        if problem:
            return problem
        for unit in targets:
            if not _has_company(g, unit, to):
                return f"no other unit of {g.cards[unit].controller} is at {to}"
        return None

    def resolve(self, ctx):
        to = ctx.item.data.get("to")
        for unit in ctx.chosen(0):
            if _has_company(ctx.g, unit, to):
                move(ctx.g, [unit], to, by=ctx.controller)
