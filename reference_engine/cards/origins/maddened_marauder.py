"""Maddened Marauder (unit, Tank): "When you play me, move a unit from a battlefield to its base."

The unit (any unit at a battlefield, friend or enemy) is chosen as the ability is finalized (355.5); with
none, the ability is removed from the chain (402.4). It moves to its controller's base (a move by an
effect, 144; it does not recall)."""

from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import when_you_play_me


def _to_its_base(ctx):
    for u in ctx.chosen(0):
        move(ctx.g, [u], "base", by=ctx.controller)


@card("Maddened Marauder")
class MaddenedMarauder(Behaviour):
    triggers = (when_you_play_me(_to_its_base, targets=(
        TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),)
