"""Charm (spell): "Move an enemy unit." The destination is chosen as the spell is played (355.4, the play
action's ``to``): the unit's controller's base or a battlefield (449). Whoever caused the move, the units
that arrive apply Contested for their controller (450, 464.2.c.1)."""

from ..movement import destination_problem, move
from . import Behaviour, TargetSpec, card


@card("Charm")
class Charm(Behaviour):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)
    chooses_destination = True

    def destination_problem(self, g, card, player, to, targets):
        if to is None:
            return "choose the destination of the move with 'to'"
        for unit in targets:
            problem = destination_problem(g, unit, to)
            if problem:
                return problem
        return None

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            move(ctx.g, [unit], ctx.item.data["to"], by=ctx.controller)
