"""Soul's Reflection (Mel legend): "When you empower something else, empower me. Disempower me, [E]: give a
unit at a battlefield -2 Might this turn." Disempowering is a cost (442): usable only while Empowered."""

from ...effects import give_might
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND, empower_me_when_you_empower_another


def _shrink(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, -2, source=ctx.source)


@card("Soul's Reflection")
class SoulsReflection(Behaviour):
    triggers = (empower_me_when_you_empower_another(),)
    abilities = (Ability(effect=_shrink, disempower=True, exhaust=True, zones=LEGEND,
                         targets=(TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),)
