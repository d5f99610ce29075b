"""Eye of Twilight (Shen legend): "[Action] [E]: give a friendly unit [Tank] this turn." Usable in any
Action window (own or not, 806); Tank makes it assigned combat damage first (465.2.c)."""

from ...effects import give_keyword
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _tank(ctx):
    for unit in ctx.chosen(0):
        give_keyword(ctx.g, unit, "Tank", source=ctx.source)


@card("Eye of Twilight")
class EyeOfTwilight(Behaviour):
    abilities = (Ability(effect=_tank, exhaust=True, timing=("Action",), zones=LEGEND,
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
