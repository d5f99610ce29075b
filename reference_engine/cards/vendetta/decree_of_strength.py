"""Decree of Strength (spell): "Choose an opponent. They reveal their hand and you choose a Mind ([B]) card
from it. They recycle that card."

The opponent is the spell's target (355.5). Their hand is revealed as it resolves; its controller picks a
card whose domains include Mind, which its owner recycles to the bottom of their Main Deck (416.1). With no
Mind card in it, nothing is recycled."""

from .. import Behaviour, card
from ..cardsB_common import AN_OPPONENT, recycle, reveal_and_choose


@card("Decree of Strength")
class DecreeOfStrength(Behaviour):
    targets = (AN_OPPONENT,)

    def resolve(self, ctx):
        chosen = reveal_and_choose(ctx.g, ctx.controller, ctx.chosen_one(0), lambda c: "mind" in c.domains,
                                   "choose a Mind card to recycle")
        if chosen is not None:
            recycle(ctx.g, chosen)
