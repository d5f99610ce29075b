"""Seat of Power (battlefield): when you conquer it, you draw one card for each other battlefield that you
(or an ally: there are no teams in the modes modelled here) control as it resolves."""

from ...effects import draw
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger


def _draw_per_other_battlefield(ctx):
    g = ctx.g
    others = sum(1 for bid, b in g.battlefields.items() if bid != ctx.source and b.controller == ctx.controller)
    if others:
        draw(g, ctx.controller, others)


@card("Seat of Power")
class SeatOfPower(Behaviour):
    triggers = (conquer_trigger(_draw_per_other_battlefield),)
