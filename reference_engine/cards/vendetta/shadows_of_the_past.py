"""Shadows of the Past (spell): "Return up to 2 units from trashes to their owners' hands."

Up to two unit cards from any player's trash (trashes are public, 355.10.a.1; ``relation="all"``) are
chosen as it is played (355.5, 355.9.a) and, as it resolves, each still in a trash goes to its owner's
hand (a card in a trash that left it is a new object, 359.3.e.4, and stays where it went)."""

from ...events import emit
from ...zones import put
from .. import Behaviour, TargetSpec, card


@card("Shadows of the Past")
class ShadowsOfThePast(Behaviour):
    targets = (TargetSpec(kind="trash", where="unit", relation="all", minimum=0, maximum=2,
                          text="up to 2 units from trashes"),)

    def resolve(self, ctx):
        g = ctx.g
        for cid in ctx.chosen(0):
            if g.cards[cid].zone == "trash":
                put(g, cid, "hand")  # its owner's hand
                emit(g, "return", card=cid, location="trash")
