"""Void Rush (spell, Rek'Sai's Signature), with its Spiritforged errata: "Reveal the top 2 cards of your Main
Deck. You may banish one, then play it, reducing its cost by [2]. Draw any you didn't banish." The chosen
card is banished (427), then played from banishment paying its cost less 2 Energy (356.4.b); unpayable, it
stays banished (358.5). The revealed cards not banished are drawn."""

from ...decisions import choose_from
from ...effects import draw
from ...events import emit
from .. import Behaviour, card
from ..cardsA_common import banish_then_play


@card("Void Rush")
class VoidRush(Behaviour):
    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        revealed = list(g.players[me].deck[:2])
        for cid in revealed:
            emit(g, "reveal", card=cid, name=g.cards[cid].name, player=me)
        picked = choose_from(g, me, revealed, "choose a revealed card to banish and play, or none",
                             minimum=0, maximum=1) if revealed else []
        for cid in picked:
            banish_then_play(g, me, cid, (2, 0))
        rest = [cid for cid in revealed if cid not in picked and g.cards[cid].zone == "deck"]
        if rest and g.players[me].deck[:len(rest)] == rest:
            draw(g, me, len(rest))  # the revealed cards are the top ones still
