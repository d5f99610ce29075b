"""Kai'Sa, Survivor (unit, Accelerate): "When I conquer, draw 1." (a conquer effect, 383.4.c)"""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _i_conquered(g, source, event) -> bool:
    return source in event.get("units", [])


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Kai'Sa, Survivor")
class KaisaSurvivor(Behaviour):
    triggers = (Trigger(on="conquer", condition=_i_conquered, effect=_draw),)
