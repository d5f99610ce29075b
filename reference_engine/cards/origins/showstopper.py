"""Showstopper (spell): "Buff a friendly unit in your base, then move it to a battlefield."

The unit is chosen as the spell is played and so is the battlefield it moves to (355.4: the play's
``to``). As it resolves the unit is buffed (426), then moved if it still can be (359.3.e)."""

from ...effects import buff
from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


@card("Showstopper")
class Showstopper(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", where="base", relation="friendly", text="a friendly unit in your base"),)

    def destination_problem(self, g, card, player, to, targets):
        if to is not None and to not in g.battlefields:
            return "Showstopper moves the unit to a battlefield"
        return super().destination_problem(g, card, player, to, targets)

    def resolve(self, ctx):
        to = ctx.item.data.get("to")
        for unit in ctx.chosen(0):
            buff(ctx.g, unit)
            if to in ctx.g.battlefields:
                move(ctx.g, [unit], to, by=ctx.controller)
