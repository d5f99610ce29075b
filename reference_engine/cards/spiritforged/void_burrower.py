"""Void Burrower (Rek'Sai legend), with its Spiritforged errata: "When you conquer, you may exhaust me to
reveal the top 2 cards of your Main Deck. You may banish one, then play it. Recycle the rest."

"You may exhaust me" opens the effect: decided and paid as the ability is finalized (383.3.a-b). As it
resolves, the top 2 cards (fewer if the deck is short: no burn out, 431.1.c) are revealed; the player may
choose one to banish (427), then plays it from banishment, paying its cost (not "ignoring its cost",
356.1.b): it goes on the chain, its choices are made as it is finalized, and if it cannot be played (no
legal choice, a cost the pool cannot pay) the play is undone and the card stays banished (358.5; 055: an
impossible instruction is ignored). The cards not banished are recycled, in order (416)."""

from ...decisions import choose_from
from ...effects import banish
from ...events import emit
from ...playing import play_by_effect
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, card
from ..legend_common import when_you


def _burrow(ctx):
    g, player = ctx.g, ctx.controller
    revealed = see_top(g, player, 2, reveal=True)
    picked = choose_from(g, player, revealed, "choose a revealed card to banish and play, or none",
                         minimum=0, maximum=1) if revealed else []
    for cid in picked:
        banish(g, cid, by=player)
        if g.cards[cid].zone == "banishment":
            play_by_effect(g, player, cid, to=None, choose_on_finalize=True)
    for cid in revealed:
        if cid not in picked and g.cards[cid].zone == "deck":
            put(g, cid, "deck", bottom=True)  # recycle (416)
            emit(g, "recycle", card=cid, player=player)


@card("Void Burrower")
class VoidBurrower(Behaviour):
    triggers = (when_you("conquer", _burrow, optional=True, exhaust=True),)
