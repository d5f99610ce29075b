"""Whirlwind (spell): "Starting with the next player, each player may return a unit to its owner's hand."

As it resolves, each player in turn order beginning with the one after its controller (its controller
last) may choose a unit on the board, which is returned to its owner's hand at once (a token ceases to
exist, 186.1). A player may choose none."""

from ...decisions import choose_from
from ...effects import return_to_hand
from .. import Behaviour, card


@card("Whirlwind")
class Whirlwind(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        order = g.turn_order_from(ctx.controller)
        for p in order[1:] + order[:1]:
            units = [u for u in g.board_units() if not g.cards[u].facedown]
            for unit in choose_from(g, p, units, "you may return a unit to its owner's hand", minimum=0, maximum=1):
                return_to_hand(g, unit)
