"""Promising Future (spell), with its Origins errata: "Each player looks at the top 5 cards of their Main
Deck, banishes one of them, then recycles the rest. Starting with the next player, each player plays those
cards, ignoring Energy costs. (They must still pay Power costs.)"

As the Origins FAQ walks through it: starting with the turn player, each player in turn order looks at
their top five (``revealing.see_top``, so "as you look at me" replacements apply and go on the chain first),
banishes one (every player sees the choices before theirs) and recycles the other four in order. Then,
starting with the player after the turn player and ending with the turn player, each player plays the card
they banished: each becomes a pending item in that order, finalized after the spell finishes resolving,
ignoring its Energy cost (356.1.b.2), its Power and mandatory additional costs paid, its choices made as it
is finalized. A card that cannot be played stays banished (358.5)."""

from ...decisions import choose_from
from ...effects import banish
from ...playing import play_by_effect
from ...revealing import see_top
from .. import Behaviour, card
from ..cardsB_common import in_turn_order, recycle


@card("Promising Future")
class PromisingFuture(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        players = in_turn_order(g)
        picks: dict[str, str] = {}
        for p in players:
            seen = see_top(g, p, 5)
            if not seen:
                continue
            pick = choose_from(g, p, seen, "choose one of your top cards to banish and play")[0]
            banish(g, pick, by=p)
            picks[p] = pick
            for cid in seen:
                if cid != pick and g.cards[cid].zone == "deck":
                    recycle(g, cid)
        for p in players[1:] + players[:1]:
            pick = picks.get(p)
            if pick is not None and g.cards[pick].zone == "banishment" and not g.players[p].lost:
                play_by_effect(g, p, pick, to=None, ignore_energy=True, choose_on_finalize=True)
