"""Loyal Poro (unit): "[Deathknell] If I didn't die alone, draw 1." (see ``died_alone``: another friendly
unit was at its location as it died, those dying with it included, 323.4)."""

from ...keywords import deathknell
from .. import Behaviour, card
from ..unleashed_common import died_alone, draw_n


def _draw_unless_alone(ctx):
    if not died_alone(ctx.g, ctx.event):
        draw_n(1)(ctx)


@card("Loyal Poro")
class LoyalPoro(Behaviour):
    triggers = (deathknell(_draw_unless_alone),)
