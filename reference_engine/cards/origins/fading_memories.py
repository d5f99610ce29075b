"""Fading Memories (spell): "Give a unit at a battlefield or a gear [Temporary]."

One target, either a unit at a battlefield or a gear anywhere on the board (355.5); it gets [Temporary]
with no duration (801.3.a.3), so it is killed at the start of its controller's next Beginning Phase."""

from ...effects import give_keyword
from .. import Behaviour, TargetSpec, card


def _unit_at_battlefield_or_gear(g, chooser, cand, source) -> bool:
    c = g.cards[cand]
    return c.type == "gear" or c.zone in g.battlefields


@card("Fading Memories")
class FadingMemories(Behaviour):
    targets = (TargetSpec(kind="permanent", restriction=_unit_at_battlefield_or_gear,
                          text="a unit at a battlefield or a gear"),)

    def resolve(self, ctx):
        for cid in ctx.chosen(0):
            give_keyword(ctx.g, cid, "Temporary", source=ctx.source, duration="permanent")
