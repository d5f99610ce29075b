"""Existential Dread (spell, Action, Repeat [2]): "[Stun] an attacking enemy unit. If it's already stunned,
return it to its owner's hand instead." Each execution chooses its own attacking enemy unit (820.2); whether
it is already stunned is read as that execution resolves."""

from ...effects import return_to_hand, stun
from .. import Behaviour, TargetSpec, card


def _attacking(g, chooser, cand, source) -> bool:
    return g.cards[cand].designation == "attacker"


@card("Existential Dread")
class ExistentialDread(Behaviour):
    repeat = ((2, 0),)
    targets = (TargetSpec(kind="unit", relation="enemy", restriction=_attacking, text="an attacking enemy unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            if ctx.g.cards[unit].stunned:
                return_to_hand(ctx.g, unit)
            else:
                stun(ctx.g, unit, by=ctx.controller)
