"""Thrill of the Hunt (spell, Reaction): "Banish a friendly unit, then its owner plays it to any
battlefield, ignoring its cost."

The owner chooses the battlefield as the unit is finalized (355.2), after this spell has resolved; the
card lets it be any battlefield, controlled or not. While the unit waits on the chain the state is closed,
so a battlefield it left is not lost meanwhile (323.6, 354.2-354.3)."""

from .. import Behaviour, TargetSpec, card
from ..common import banish_then_owner_plays


@card("Thrill of the Hunt")
class ThrillOfTheHunt(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            banish_then_owner_plays(g, unit, to=None, choices=list(g.battlefields))
