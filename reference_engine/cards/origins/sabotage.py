"""Sabotage (spell): "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and
recycle that card."

The opponent is the spell's target (355.5). As it resolves their hand is revealed and the spell's
controller picks a card that is not a unit; it is recycled to the bottom of its owner's Main Deck (416.1:
a player always recycles into their own deck, the Origins FAQ on Karma)."""

from .. import Behaviour, card
from ..cardsB_common import AN_OPPONENT, recycle, reveal_and_choose


@card("Sabotage")
class Sabotage(Behaviour):
    targets = (AN_OPPONENT,)

    def resolve(self, ctx):
        chosen = reveal_and_choose(ctx.g, ctx.controller, ctx.chosen_one(0), lambda c: c.type != "unit",
                                   "choose a non-unit card to recycle")
        if chosen is not None:
            recycle(ctx.g, chosen)
