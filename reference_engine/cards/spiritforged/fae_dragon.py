"""Fae Dragon (unit): "When you play me, buff up to four friendly units. When you spend a buff, play a Gold
gear token exhausted." (702: a buff is a +1 Might counter, given only to a unit without one; spending one
is the ``spend-buff`` event of its player.)"""

from ...effects import buff
from .. import Behaviour, TargetSpec, card
from ..legend_common import play_gold_exhausted
from ..spiritforged_common import when, when_you


def _buff_them(ctx) -> None:
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


@card("Fae Dragon")
class FaeDragon(Behaviour):
    triggers = (when("on_play", _buff_them, targets=(TargetSpec(kind="unit", relation="friendly", minimum=0,
                                                                maximum=4, text="up to four friendly units"),)),
                when_you("spend-buff", play_gold_exhausted))
