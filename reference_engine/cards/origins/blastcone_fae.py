"""Blastcone Fae (unit, Hidden): "When you play me, give a unit -2 Might this turn, to a minimum of 1
Might." Played from hidden, the target must be at its battlefield (811.1.d.2)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _shrink(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, -2, minimum=1, source=ctx.source)


@card("Blastcone Fae")
class BlastconeFae(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_shrink,
                        targets=(TargetSpec(kind="unit", text="a unit"),)),)
