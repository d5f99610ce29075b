"""Friendship (spell, Reaction): "Choose a unit. Give it +1 Might this turn for each of the following tags
among your units -- Bird, Cat, Dog, and Poro." Counted as it resolves, each tag once, over the units its
player controls on the board."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import critter_tags_among


@card("Friendship")
class Friendship(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        n = len(critter_tags_among(ctx.g, ctx.controller))
        for unit in ctx.chosen(0):
            if n:
                give_might(ctx.g, unit, n, source=ctx.source)
