"""Lightning Rush (spell, Flow [2][A]): "Look at the top 3 cards of your Main Deck. You may choose a card
from among them and draw it. Put the rest into your trash."

The player looks (``revealing.see_top``: fewer than three if the deck is short, 431.1.c), may draw one of
the cards still there, and the others go to the trash. Flow (829): it may be played from its owner's trash
for [2] and one Power of any domain ([A]), then is banished as it leaves the chain."""

from ...decisions import choose_from
from ...events import emit
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, card


@card("Lightning Rush")
class LightningRush(Behaviour):
    flow = (2, 1)
    flow_any_domain = True

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        seen = see_top(g, me, 3)
        for cid in choose_from(g, me, seen, "you may choose a card to draw", minimum=0, maximum=1) if seen else []:
            put(g, cid, "hand")
            emit(g, "draw", player=me, card=cid)
        for cid in seen:
            if g.cards[cid].zone == "deck":
                put(g, cid, "trash")
                emit(g, "mill", player=me, card=cid)
