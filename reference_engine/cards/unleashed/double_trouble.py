"""Double Trouble (spell, Repeat [2]): "Look at the top 3 cards of your Main Deck. You may reveal a unit from
among them and draw it. Recycle the rest." Each repetition looks at the top 3 as the deck is then (820.2)."""

from .. import Behaviour, card
from ..unleashed_common import is_unit_card, look_reveal_draw


@card("Double Trouble")
class DoubleTrouble(Behaviour):
    repeat = ((2, 0),)

    def resolve(self, ctx):
        look_reveal_draw(ctx.g, ctx.controller, 3, is_unit_card, "reveal a unit to draw, or nothing")
