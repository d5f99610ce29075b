"""Thwonk! (spell, Action, Repeat [2]): "Stun an attacking unit." (A stunned unit deals no combat damage
this turn, 439.) With Repeat paid, a second attacking unit, or the same one, is chosen (820.2)."""

from ...effects import stun
from .. import Behaviour, TargetSpec, card


def _attacking(g, chooser, cand, source) -> bool:
    return g.cards[cand].designation == "attacker"


@card("Thwonk!")
class Thwonk(Behaviour):
    targets = (TargetSpec(kind="unit", restriction=_attacking, text="an attacking unit"),)
    repeat = ((2, 0),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            stun(ctx.g, unit, by=ctx.controller)
