"""Disposal Order (spell, Reaction): "Choose one -- Choose up to 3 cards from opponents' trashes. Their owners
recycle them. / Draw 1." A modal spell (355.3, ``modal.py``); the cards are targets in public zones
(355.10.a.1), each recycled to the bottom of its owner's Main Deck (416.1)."""

from ...effects import draw
from ...events import emit
from ...zones import put
from .. import Behaviour, Mode, TargetSpec, card


def _recycle_them(ctx):
    for cid in ctx.chosen(0):
        put(ctx.g, cid, "deck", bottom=True)  # 416.1: to the bottom of its owner's Main Deck
        emit(ctx.g, "recycle", card=cid, player=ctx.g.cards[cid].owner)


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Disposal Order")
class DisposalOrder(Behaviour):
    modes = (Mode("recycle up to 3 cards from opponents' trashes", _recycle_them,
                  (TargetSpec(kind="trash", relation="enemy", minimum=0, maximum=3,
                              text="up to 3 cards from opponents' trashes"),)),
             Mode("draw 1", _draw))
