"""Firestorm (spell): "Deal 3 to all enemy units at a battlefield." The battlefield is chosen as it is played
(355.5: a choice; the units are not, 355.5.a); the enemy units are those there as it resolves."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import enemies_at


@card("Firestorm")
class Firestorm(Behaviour):
    targets = (TargetSpec(kind="battlefield", text="a battlefield"),)

    def resolve(self, ctx):
        bf = ctx.chosen_one(0)
        if bf is None:
            return
        for unit in enemies_at(ctx.g, bf, ctx.controller):
            deal(ctx.g, unit, 3, by=ctx.controller, source=ctx.source)
