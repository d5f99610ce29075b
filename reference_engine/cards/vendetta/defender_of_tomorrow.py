"""Defender of Tomorrow (Jayce legend): "[Empower] [2][A][A]. [1], [E]: ready a gear. [Empowered] [1], [E]:
ready 2 gear." The Empower ability (827) costs [2] and two Power of any domain; the third ability is active
only while the legend is Empowered (828, 727.1.b.2)."""

from ...effects import ready
from ...empowered import empower_ability, is_empowered
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _ready(ctx):
    for gear in ctx.chosen(0):
        ready(ctx.g, gear)


def _empowered(g, source):
    return None if is_empowered(g, source) else f"{source} is not Empowered (828)"


@card("Defender of Tomorrow")
class DefenderOfTomorrow(Behaviour):
    abilities = (
        empower_ability(energy=2, any_power=2, zones=LEGEND),
        Ability(effect=_ready, energy=1, exhaust=True, zones=LEGEND, targets=(TargetSpec(kind="gear", text="a gear"),)),
        Ability(effect=_ready, energy=1, exhaust=True, zones=LEGEND, usable=_empowered,
                targets=(TargetSpec(kind="gear", minimum=2, maximum=2, text="2 gear"),)),
    )
