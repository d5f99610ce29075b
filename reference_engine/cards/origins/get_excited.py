"""Get Excited! (spell, Action): "Discard 1. Deal its Energy cost as damage to a unit at a battlefield.
(Ignore its Power cost.)"

The unit is chosen as the spell is played (355.5); the card to discard is chosen as it resolves (an
instruction, not a target). The damage is the discarded card's printed Energy cost, dealt by the spell;
with no card to discard, nothing is dealt ("its" refers to nothing)."""

from ...decisions import choose_from
from ...effects import deal, discard
from .. import Behaviour, TargetSpec, card


@card("Get Excited!")
class GetExcited(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        hand = list(g.players[me].hand)
        if not hand:
            return
        gone = choose_from(g, me, hand, "choose a card to discard")[0]
        discard(g, me, gone)
        amount = g.cards[gone].energy or 0
        for u in ctx.chosen(0):
            if amount:
                deal(g, u, amount, by=me, source=ctx.source)
