"""Ornn, Blacksmith (unit): "When you play me or when I hold, look at the top 4 cards of your Main Deck. You
may reveal a gear from among them and draw it. Then recycle the rest." One effect, two triggers; the rest go
to the bottom of the deck in their order (416; the suite does not randomise)."""

from ...decisions import choose_from
from ...events import emit
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, card
from ..spiritforged_common import when


def _look(ctx) -> None:
    g, me = ctx.g, ctx.controller
    top = see_top(g, me, 4)
    gear = [cid for cid in top if g.cards[cid].type == "gear"]
    picked = choose_from(g, me, gear, "reveal a gear to draw, or none", minimum=0, maximum=1) if gear else []
    for cid in picked:
        emit(g, "reveal", card=cid, player=me)
        put(g, cid, "hand")
        emit(g, "draw", player=me, card=cid)
    for cid in top:
        if cid not in picked:
            put(g, cid, "deck", bottom=True)
            emit(g, "recycle", card=cid, player=me)


@card("Ornn, Blacksmith")
class OrnnBlacksmith(Behaviour):
    triggers = (when("on_play", _look), when("on_hold", _look))
