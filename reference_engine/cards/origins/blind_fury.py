"""Blind Fury (spell), with its Origins errata: "[Action] Each opponent reveals the top card of their Main Deck.
Choose one and banish it, then play it, ignoring its cost. Then recycle the rest."

Each opponent, in turn order, reveals their top card (``revealing.see_top``; an empty deck reveals nothing,
431.1.c). Its controller chooses one of the revealed cards still there, banishes it, then plays it ignoring its
cost (356.1.b.1): they control it, its owner is unchanged, and a play that cannot be completed leaves it banished
(358.5). The other revealed cards are recycled to their owners' decks (416)."""

from ...decisions import choose_from
from ...revealing import see_top
from .. import Behaviour, card
from ..cardsB_common import in_turn_order, recycle
from ..trash_plays_common import banish_then_play_free


@card("Blind Fury")
class BlindFury(Behaviour):
    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        revealed = []
        for p in in_turn_order(g):
            if p != me and not g.players[p].lost:
                revealed += see_top(g, p, 1, reveal=True)
        picked = choose_from(g, me, revealed, "choose a revealed card to banish and play") if revealed else []
        for cid in picked:
            banish_then_play_free(g, me, cid)
        for cid in revealed:
            if cid not in picked and g.cards[cid].zone == "deck":
                recycle(g, cid)
