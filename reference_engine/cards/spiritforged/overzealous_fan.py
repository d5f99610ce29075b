"""Overzealous Fan (unit): "When I defend, you may kill me to move an attacking unit to its base." Killing the
Fan is the ability's cost, paid as it is finalized (383.3.b, ``Trigger.kill``); the attacking unit is its
target, moved on resolution."""

from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..spiritforged_common import when


def _attacking(g, chooser, cand, source) -> bool:
    return g.cards[cand].designation == "attacker"


def _send_home(ctx) -> None:
    for unit in ctx.chosen(0):
        move(ctx.g, [unit], "base", by=ctx.controller)


@card("Overzealous Fan")
class OverzealousFan(Behaviour):
    triggers = (when("on_defend", _send_home, optional=True, kill=True,
                     targets=(TargetSpec(kind="unit", restriction=_attacking, text="an attacking unit"),)),)
