"""Ride the Wind (spell, Action): move a friendly unit and ready it. The destination is chosen as the
spell is played (355.4): the play action's ``to``."""

from ...effects import ready
from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


@card("Ride the Wind")
class RideTheWind(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)
    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            move(ctx.g, [unit], ctx.item.data["to"], by=ctx.controller)
            ready(ctx.g, unit)
