"""Lecturing Yordle (unit, Tank): "When you play me, draw 1." (a play effect, 383.4.a)"""

from ...effects import draw
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Lecturing Yordle")
class LecturingYordle(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_draw),)
