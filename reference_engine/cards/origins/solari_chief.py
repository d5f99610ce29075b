"""Solari Chief (unit): "When you play me, choose an enemy unit. If it is stunned, kill it. Otherwise, stun
it."

The enemy unit is chosen as the ability is finalized (383.3); whether it is stunned is checked as it
resolves (423)."""

from ...effects import kill, stun
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import when_you_play_me


def _kill_or_stun(ctx) -> None:
    for unit in ctx.chosen(0):
        if ctx.g.cards[unit].stunned:
            kill(ctx.g, unit, by=ctx.controller, source=ctx.source)
        else:
            stun(ctx.g, unit, by=ctx.controller)


@card("Solari Chief")
class SolariChief(Behaviour):
    triggers = (when_you_play_me(_kill_or_stun, targets=(TargetSpec(kind="unit", relation="enemy",
                                                                   text="an enemy unit"),)),)
