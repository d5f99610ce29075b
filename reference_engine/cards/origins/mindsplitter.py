"""Mindsplitter (unit): "When you play me, choose an opponent. They reveal their hand. Choose a card from it,
and they discard that card."

The opponent is chosen as the triggered ability is finalized (355.5; forced with one opponent). As it
resolves their whole hand is revealed and Mindsplitter's controller picks any card of it, which its owner
discards (a ``discard`` event for "when you discard" abilities of that player)."""

from ...effects import discard
from .. import Behaviour, card
from ..cardsB_common import AN_OPPONENT, reveal_and_choose
from ..unleashed_common import when_you_play_me


def _discard_a_card(ctx):
    opponent = ctx.chosen_one(0)
    chosen = reveal_and_choose(ctx.g, ctx.controller, opponent, lambda c: True, "choose a card for them to discard")
    if chosen is not None:
        discard(ctx.g, opponent, chosen)


@card("Mindsplitter")
class Mindsplitter(Behaviour):
    triggers = (when_you_play_me(_discard_a_card, targets=(AN_OPPONENT,)),)
