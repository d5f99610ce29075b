"""Death Mark (spell): "[Burn 3]. Play a 0 [S] Shadow Clone unit token. [Flow] [1][A][A]"

Burn 3 puts the top 3 cards of its controller's Main Deck into their trash, one at a time (burning out first if
the deck is empty, 431). The Shadow Clone is rule 187.11's token, with its text (``token_text_common``), played
where its player may play a unit (no location printed, 355.2.a). Flow (829): it may be played from its owner's
trash for [1] and two Power of any domain ([A]), then is banished as it leaves the chain."""

from ...effects import mill
from .. import Behaviour, card
from ..cardsD_common import play_unit_tokens


@card("Death Mark")
class DeathMark(Behaviour):
    flow = (1, 2)
    flow_any_domain = True

    def resolve(self, ctx):
        mill(ctx.g, ctx.controller, 3)
        play_unit_tokens(ctx, "Shadow Clone")
