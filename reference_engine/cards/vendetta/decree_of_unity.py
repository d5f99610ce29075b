"""Decree of Unity (spell): "Kill an enemy Chaos unit or gear." A permanent an opponent controls, of the
Chaos domain (355.9.b), killed as the spell resolves (428)."""

from ...effects import kill
from .. import Behaviour, TargetSpec, card


def _chaos(g, chooser, cand, source) -> bool:
    return "chaos" in g.cards[cand].domains


@card("Decree of Unity")
class DecreeOfUnity(Behaviour):
    targets = (TargetSpec(kind="permanent", relation="enemy", restriction=_chaos, text="an enemy Chaos unit or gear"),)

    def resolve(self, ctx):
        for target in ctx.chosen(0):
            kill(ctx.g, target, by=ctx.controller, source=ctx.source)
