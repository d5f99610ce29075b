"""Kinkou Monk (unit), with its Origins errata: "When you play me, buff up to two other friendly units."
"Up to" lets the triggered ability go on the chain with fewer than two units to choose, even none
(402.4: a triggered ability leaves the chain only when its required choices cannot be made)."""

from ...effects import buff
from .. import Behaviour, TargetSpec, Trigger, card
from ..common import other_than_source
from ...trigger_conditions import played_me as _played_me


def _buff(ctx):
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


@card("Kinkou Monk")
class KinkouMonk(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_buff,
                        targets=(TargetSpec(kind="unit", relation="friendly", minimum=0, maximum=2,
                                            restriction=other_than_source, text="up to two other friendly units"),)),)
