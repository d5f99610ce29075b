"""Lonely Poro (unit; first printed in Spiritforged, reprinted in Unleashed, written with its Unleashed twin Loyal
Poro): "[Deathknell] If I died alone, draw 1." It died alone if no other friendly unit was
at its location as it died (``died_alone``: units dying with it were still there, 323.4)."""

from ...keywords import deathknell
from .. import Behaviour, card
from ..unleashed_common import died_alone, draw_n


def _draw_if_alone(ctx):
    if died_alone(ctx.g, ctx.event):
        draw_n(1)(ctx)


@card("Lonely Poro")
class LonelyPoro(Behaviour):
    triggers = (deathknell(_draw_if_alone),)
