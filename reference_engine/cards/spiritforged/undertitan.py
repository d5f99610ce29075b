"""Undertitan (unit): "When you play me, give your other units +2 [S] this turn. As I'm revealed from your
deck, [Add] [2]."

The second ability is a replacement (369.1, 370.1.b.1): being revealed from the top of its owner's deck
becomes being revealed and adding [2] Energy to that player's pool (``revealing.see_top``). Looking at it
is not revealing it (424), so it adds nothing then."""

from ...effects import add_resources, give_might
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _others_plus_two(ctx):
    g = ctx.g
    for cid, c in list(g.cards.items()):
        if cid != ctx.source and c.type == "unit" and c.controller == ctx.controller and g.is_board_zone(c.zone) \
                and not c.facedown:
            give_might(g, cid, 2, source=ctx.source)


@card("Undertitan")
class Undertitan(Behaviour):
    triggers = (when_you_play_me(_others_plus_two),)

    def as_seen_from_deck(self, g, card, player, revealed):
        if revealed and g.cards[card].owner == player:
            add_resources(g, player, 2)
