"""Showstopper (spell): "Buff a friendly unit in your base, then move it to a battlefield."

The unit is chosen as the spell is played and so is the battlefield it moves to (355.4: the play's
``to``). As it resolves the unit is buffed (426), then moved if it still can be (359.3.e)."""

from ...effects import buff
from ...movement import move
from .. import card
from ..cardsC_common import FromBaseToBattlefield


@card("Showstopper")
class Showstopper(FromBaseToBattlefield):
    def resolve(self, ctx):
        to = ctx.item.data.get("to")
        for unit in ctx.chosen(0):
            buff(ctx.g, unit)
            if to in ctx.g.battlefields:
                move(ctx.g, [unit], to, by=ctx.controller)
