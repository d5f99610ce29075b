"""Twilight Step (spell, [Flow] [4][C]): "Move a unit with 3 [S] or less."

The unit (friendly or enemy) and its destination are chosen as the spell is played (355.4, the play's
``to``); its Might is a description of the target (355.9.b), so a unit with more than 3 Might by the time
the spell resolves is no longer a legal target and does not move (359.3.e)."""

from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination, might_at_most


@card("Twilight Step")
class TwilightStep(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", restriction=might_at_most(3), text="a unit with 3 Might or less"),)
    flow = (4, 1)

    def resolve(self, ctx):
        units = ctx.chosen(0)
        if units:
            move(ctx.g, units, ctx.item.data["to"], by=ctx.controller)
