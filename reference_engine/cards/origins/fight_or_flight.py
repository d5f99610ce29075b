"""Fight or Flight (spell, Hidden, Action): move a unit from a battlefield to its base."""

from ...movement import move
from .. import Behaviour, TargetSpec, card


@card("Fight or Flight")
class FightOrFlight(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        move(ctx.g, ctx.chosen(0), "base", by=ctx.controller)
