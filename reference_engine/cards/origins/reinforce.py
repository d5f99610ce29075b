"""Reinforce (spell), with its Spiritforged errata: "Look at the top 5 cards of your Main Deck. You may banish
a unit from among them, then play it, reducing its cost by [5]. Recycle the remaining cards." The chosen unit
is banished (427), then played from banishment paying its cost less 5 Energy (356.4.b); unpayable, it stays
banished (358.5). The other looked-at cards still on the deck are recycled in order (416)."""

from ...decisions import choose_from
from ...events import emit
from ...zones import put
from .. import Behaviour, card
from ..cardsA_common import banish_then_play


@card("Reinforce")
class Reinforce(Behaviour):
    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        seen = list(g.players[me].deck[:5])
        units = [cid for cid in seen if g.cards[cid].type == "unit"]
        picked = choose_from(g, me, units, "choose a unit to banish and play, or none", minimum=0, maximum=1) \
            if units else []
        for cid in picked:
            banish_then_play(g, me, cid, (5, 0))
        for cid in seen:
            if cid not in picked and g.cards[cid].zone == "deck":
                put(g, cid, "deck", bottom=True)  # recycle (416)
                emit(g, "recycle", card=cid, player=me)
