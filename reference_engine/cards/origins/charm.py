"""Charm (spell): "Move an enemy unit." The destination is chosen as the spell is played (355.4, the play
action's ``to``): the unit's controller's base or a battlefield (449). Whoever caused the move, the units
that arrive apply Contested for their controller (450, 464.2.c.1)."""

from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


@card("Charm")
class Charm(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)
    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            move(ctx.g, [unit], ctx.item.data["to"], by=ctx.controller)
