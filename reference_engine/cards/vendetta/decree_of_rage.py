"""Decree of Rage (spell, Action): "This can't be countered. Deal 4 to an enemy Calm unit."

"Can't be countered" beats any instruction to counter it (054, 425): a counter may choose it but does
nothing to it. The unit must be an enemy unit of the Calm domain as it is chosen and as it resolves."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card


def _calm(g, chooser, cand, source) -> bool:
    return "calm" in g.cards[cand].domains


@card("Decree of Rage")
class DecreeOfRage(Behaviour):
    uncounterable = True
    targets = (TargetSpec(kind="unit", relation="enemy", restriction=_calm, text="an enemy Calm unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 4, by=ctx.controller, source=ctx.source)
