"""Spiderling (unit, 1 Might, [Hidden]): "I have +1 [S] for each other unit you control here with my name.
Your deck can have any number of cards named Spiderling."

The passive counts, each time Might is computed (364), the other face-up units its controller controls at
its location that share its name. The deck-construction clause lifts the three-copy limit of 103.2.b for
this name (002: card text supersedes the rules): ``any_number_in_deck``, read by ``deck.check``."""

from .. import card
from ..cardsD_common import SelfStatic, other_friendly_units_here


def _same_name_here(g, source) -> int:
    name = g.cards[source].name
    return sum(1 for u in other_friendly_units_here(g, source) if g.cards[u].name == name)


@card("Spiderling")
class Spiderling(SelfStatic):
    self_might = (_same_name_here,)
    any_number_in_deck = True
