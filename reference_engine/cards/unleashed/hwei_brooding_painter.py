"""Hwei, Brooding Painter (unit): "When I move, draw 1, then discard 1. Then, do the following based on the
discarded card's type: Spell -- Draw 1. Gear -- Ready up to 2 runes. Unit -- Give me +3 Might this turn."
The card discarded is its player's choice (from the whole hand, the new card included); the runes are
chosen as the ability resolves among the exhausted ones."""

from ...decisions import choose_from
from ...effects import discard, draw, give_might, ready
from .. import Behaviour, Trigger, card
from ..unleashed_common import i_moved


def _paint(ctx):
    g, me = ctx.g, ctx.controller
    draw(g, me, 1)
    hand = list(g.players[me].hand)
    if not hand:
        return
    cid = choose_from(g, me, hand, "choose a card to discard")[0]
    discard(g, me, cid)
    kind = g.cards[cid].type
    if kind == "spell":
        draw(g, me, 1)
    elif kind == "gear":
        runes = [r for r in g.players[me].runes if g.cards[r].exhausted]
        for r in choose_from(g, me, runes, "ready up to 2 runes", minimum=0, maximum=min(2, len(runes))) if runes else []:
            ready(g, r)
    elif kind == "unit" and g.is_board_zone(g.cards[ctx.source].zone):
        give_might(g, ctx.source, 3, source=ctx.source)


@card("Hwei, Brooding Painter")
class HweiBroodingPainter(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=_paint),)
