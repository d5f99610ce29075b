"""Ride the Wind (spell, Action): move a friendly unit and ready it. The destination is chosen as the
spell is played (355.4): the play action's ``to``."""

from ..effects import ready
from ..movement import destination_problem, move
from . import Behaviour, TargetSpec, card


@card("Ride the Wind")
class RideTheWind(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)
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
            ready(ctx.g, unit)
