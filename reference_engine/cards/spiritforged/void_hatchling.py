"""Void Hatchling (unit): "If you would reveal cards from a deck, look at the top card first. You may
recycle it. Then reveal those cards."

A replacement of its controller's reveals from a deck (369-370), applied by ``revealing.see_top`` before the
cards are revealed: its controller looks at the top card of that deck (a look, so "as you look at me"
abilities apply) and may recycle it; the reveal then takes the cards on top after that."""

from ...revealing import see_top
from .. import Behaviour, card
from ..battlefield_common import may
from ..cardsB_common import recycle


@card("Void Hatchling")
class VoidHatchling(Behaviour):
    def before_reveal_from_deck(self, g, source, player, deck):
        for top in see_top(g, player, 1, deck=deck):
            if may(g, player, f"recycle {top}, the top card of your {'rune deck' if deck == 'rune_deck' else 'Main Deck'}?"):
                recycle(g, top)
