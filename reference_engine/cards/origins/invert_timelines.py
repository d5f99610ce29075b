"""Invert Timelines (spell): "Each player discards their hand, then draws 4."

Every player, in turn order from the turn player (315.2), discards their whole hand; then each draws 4
(a player with too few cards burns out first, 431)."""

from ...effects import discard, draw
from .. import Behaviour, card
from ..cardsB_common import in_turn_order


@card("Invert Timelines")
class InvertTimelines(Behaviour):
    def resolve(self, ctx):
        players = in_turn_order(ctx.g)
        for p in players:
            for cid in list(ctx.g.players[p].hand):
                discard(ctx.g, p, cid)
        for p in players:
            draw(ctx.g, p, 4)
