"""Twilight Shroud (spell, [Flow] [2]): "Give a friendly unit +1 [S] this turn. It can't be chosen by enemy
spells and abilities this turn."

The second instruction is a restriction on choices (757-758, 355.9.b) that lasts the turn and stays with
the unit while it is the same object (``restrictions.forbid_choosing_this_turn``). Flow (829): it may be
played from its owner's trash for [2], then banished."""

from ...restrictions import forbid_choosing_this_turn
from .. import Behaviour, TargetSpec, card
from ..cardsD_common import give_this_turn


@card("Twilight Shroud")
class TwilightShroud(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)
    flow = (2, 0)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_this_turn(ctx, unit, 1)
            forbid_choosing_this_turn(ctx.g, unit, ctx.source)
