"""Stellacorn Herder (unit): "When I move, draw 1." It triggers on moves only: a recall is not a move
(456.1)."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _i_moved(g, source, event) -> bool:
    return event.get("unit") == source


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Stellacorn Herder")
class StellacornHerder(Behaviour):
    triggers = (Trigger(on="move", condition=_i_moved, effect=_draw),)
