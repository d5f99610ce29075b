"""Apprentice Smith (unit): "When I move, reveal the top card of your Main Deck. If it's a gear, draw it.
Otherwise, recycle it." (The card is revealed, then drawn, or put on the bottom of the deck, 416.)"""

from ...effects import draw
from ...events import emit
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, card
from ..spiritforged_common import when


def _reveal_top(ctx) -> None:
    g, me = ctx.g, ctx.controller
    for top in see_top(g, me, 1, reveal=True):
        _draw_gear_or_recycle(g, me, top)


def _draw_gear_or_recycle(g, me, top) -> None:
    if g.cards[top].type == "gear":
        draw(g, me, 1)
    else:
        put(g, top, "deck", bottom=True)
        emit(g, "recycle", card=top, player=me)


@card("Apprentice Smith")
class ApprenticeSmith(Behaviour):
    triggers = (when("on_move", _reveal_top),)
