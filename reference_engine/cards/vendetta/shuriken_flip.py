"""Shuriken Flip (Signature spell, [Flow] [3][A]): "Deal 2 to up to one enemy unit at a battlefield, then
move a friendly unit."

Both choices and the move's destination (the play's ``to``, 355.4) are made as it is played; the damage
comes first, then the move (359.3.d). With no enemy chosen the move still happens (359.3.e.5)."""

from ...effects import deal
from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


@card("Shuriken Flip")
class ShurikenFlip(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="enemy", minimum=0,
                          text="up to one enemy unit at a battlefield"),
               TargetSpec(kind="unit", relation="friendly", text="a friendly unit"))
    flow = (3, 1)
    flow_any_domain = True

    def destination_problem(self, g, card, player, to, targets):
        return super().destination_problem(g, card, player, to, targets[-1:])  # only the friendly unit moves

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 2, by=ctx.controller, source=ctx.source)
        friendly = ctx.chosen(1)
        if friendly:
            move(ctx.g, friendly, ctx.item.data["to"], by=ctx.controller)
