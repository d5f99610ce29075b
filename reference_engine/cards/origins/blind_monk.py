"""Blind Monk (Lee Sin legend): "[1], [E]: Buff a friendly unit." An activated ability of a legend, used
at the normal timing (own Main Phase, open state). A unit that already has a buff gets no second one
(426.1.b.1, 702.3)."""

from ...effects import buff
from .. import Ability, Behaviour, TargetSpec, card


def _buff(ctx):
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


@card("Blind Monk")
class BlindMonk(Behaviour):
    abilities = (Ability(effect=_buff, energy=1, exhaust=True, zones=("legend",),
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
