"""Matriarch of War (Ambessa legend): "When you empower something else, empower me. Disempower me, [A], [E]:
ready a unit." Disempowering (442) and Power of any domain (135.2.e.5.a) are costs."""

from ...effects import ready
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND, empower_me_when_you_empower_another


def _ready(ctx):
    for unit in ctx.chosen(0):
        ready(ctx.g, unit)


@card("Matriarch of War")
class MatriarchOfWar(Behaviour):
    triggers = (empower_me_when_you_empower_another(),)
    abilities = (Ability(effect=_ready, disempower=True, any_power=1, exhaust=True, zones=LEGEND,
                         targets=(TargetSpec(kind="unit", text="a unit"),)),)
