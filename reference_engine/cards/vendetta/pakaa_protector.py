"""Pakaa Protector (unit): "When I move, reveal the top card of your Main Deck. If it's a unit, draw it.
Otherwise, put it in your trash and give me +2 [S] this turn."

The card is revealed (``revealing.see_top``, reveal replacements included); a unit is drawn, anything
else goes to the trash and Pakaa gets +2 Might this turn (if still on the board). With an empty deck
nothing is revealed and nothing else happens (431.1.c)."""

from ...effects import draw, give_might
from ...events import emit
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, Trigger, card
from ..unleashed_common import i_moved


def _reveal_top(ctx):
    g, me = ctx.g, ctx.controller
    for top in see_top(g, me, 1, reveal=True):
        if g.cards[top].type == "unit":
            draw(g, me, 1)
        else:
            put(g, top, "trash")
            emit(g, "mill", player=me, card=top)
            give_might(g, ctx.source, 2, source=ctx.source)


@card("Pakaa Protector")
class PakaaProtector(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=_reveal_top),)
