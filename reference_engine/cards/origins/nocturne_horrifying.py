"""Nocturne, Horrifying (unit, Ganking), with its Origins errata: "As you look at or reveal me from the top of
your deck, you may banish me. If you do, you may play me for [A]."

Not a triggered ability (the FAQ: by the time a trigger resolved he would no longer be seen) but a
replacement of the look or reveal itself (370.1.b.1), applied by ``revealing.see_top`` while he is seen on
top of his owner's deck. His owner may banish him; then they may play him for [A] (356.1.a: [A] replaces
his base costs; Power of any domain). The play goes on the chain as a pending item (it waits for the effect
that looked, as any play an effect causes), his location chosen as he is finalized; if it cannot be paid he
stays banished (358.5, the FAQ). Banished, he is no longer among the cards the effect goes on with."""

from ...effects import banish
from ...playing import play_by_effect
from .. import Behaviour, card
from ..battlefield_common import may


@card("Nocturne, Horrifying")
class NocturneHorrifying(Behaviour):
    def as_seen_from_deck(self, g, card, player, revealed):
        if g.cards[card].owner != player or not may(g, player, f"banish {card} (Nocturne) from the top of your deck?"):
            return
        banish(g, card, by=player)
        if g.cards[card].zone == "banishment" and may(g, player, f"play {card} for [A]?"):
            play_by_effect(g, player, card, to=None, for_cost=(0, 1, True), choose_on_finalize=True)
