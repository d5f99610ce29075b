"""Gust (spell, Reaction): return a unit at a battlefield with 3 Might or less to its owner's hand."""

from ...effects import return_to_hand
from .. import Behaviour, TargetSpec, card
from ..common import might_at_most


@card("Gust")
class Gust(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", restriction=might_at_most(3),
                          text="a unit at a battlefield with 3 Might or less"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):  # re-checked now: a unit grown past 3 Might is no longer legal
            return_to_hand(ctx.g, unit)
