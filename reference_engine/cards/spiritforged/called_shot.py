"""Called Shot (spell, Action, Repeat [C]): "Look at the top 2 cards of your Main Deck. Draw one and recycle
the other." Its controller chooses which of the two to draw (a ``choose`` question); the other goes to the
bottom of the deck (416). With one card left it is drawn."""

from ...decisions import choose_from
from ...effects import draw
from ...events import emit
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, card


@card("Called Shot")
class CalledShot(Behaviour):
    repeat = ((0, 1),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        top = see_top(g, me, 2)
        if len(top) < 2:
            draw(g, me, 1)
            return
        keep = choose_from(g, me, top, "choose the card to draw (the other is recycled)")[0]
        other = top[1] if keep == top[0] else top[0]
        put(g, other, "deck", bottom=True)  # recycle (416)
        emit(g, "recycle", card=other, player=me)
        draw(g, me, 1)  # ``keep`` is now the top card
