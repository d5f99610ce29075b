"""Acceleration Gate (spell): "Ready up to 4 units, gear, and/or runes."

Up to four targets (355.7), any mix of units and gear on the board and runes of any player
(``TargetSpec(runes=True)``), chosen as it is played; each still legal is readied as it resolves (415.3.b:
one already ready stays as it is, 415.1.c)."""

from ...effects import ready
from .. import Behaviour, TargetSpec, card


@card("Acceleration Gate")
class AccelerationGate(Behaviour):
    targets = (TargetSpec(kind="permanent", minimum=0, maximum=4, runes=True,
                          text="up to 4 units, gear, and/or runes"),)

    def resolve(self, ctx):
        for cid in ctx.chosen(0):
            ready(ctx.g, cid, by=ctx.controller)
