"""Facebreaker (spell, Hidden, Action): "Stun a friendly unit and an enemy unit at the same battlefield."

Two targets chosen as it is played (355.5): a friendly unit at a battlefield, then an enemy unit at that same
battlefield (a restriction relative to the first, 355.9.b). Played from hidden both must be at its
battlefield (811.1.d.2). As it resolves each target still legal is stunned (359.3.e)."""

from ...effects import stun
from .. import Behaviour, TargetSpec, card


def _at_the_friendly_units_battlefield(g, cand, earlier, chooser, so_far) -> bool:
    first = earlier[0] if earlier else []
    return bool(first) and g.cards[cand].zone == g.cards[first[0]].zone


@card("Facebreaker")
class Facebreaker(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="friendly", text="a friendly unit at a battlefield"),
               TargetSpec(kind="unit", where="battlefield", relation="enemy", relative=_at_the_friendly_units_battlefield,
                          text="an enemy unit at the same battlefield"))

    def resolve(self, ctx):
        for i in (0, 1):
            for unit in ctx.chosen(i):
                stun(ctx.g, unit, by=ctx.controller)
