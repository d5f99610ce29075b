"""Bubble Bot (unit, Mech): "When you play me, ready another friendly Mech." The Mech is the trigger's
target (383.4.b); with none the ability leaves the chain (402.4)."""

from ...effects import ready
from .. import TargetSpec, card, Behaviour
from ..common import other_than_source
from ..spiritforged_common import tagged, when


def _another_mech(g, chooser, cand, source) -> bool:
    return other_than_source(g, chooser, cand, source) and tagged("Mech")(g, chooser, cand, source)


def _ready_it(ctx) -> None:
    for unit in ctx.chosen(0):
        ready(ctx.g, unit)


@card("Bubble Bot")
class BubbleBot(Behaviour):
    triggers = (when("on_play", _ready_it, targets=(TargetSpec(kind="unit", relation="friendly",
                                                               restriction=_another_mech,
                                                               text="another friendly Mech"),)),)
