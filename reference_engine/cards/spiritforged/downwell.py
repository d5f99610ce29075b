"""Downwell (spell): "Return all units and gear to their owners' hands." Every unit and gear on the board, in
board order, attached gear included; tokens that leave the board cease to exist (186.1)."""

from ...effects import return_to_hand
from .. import Behaviour, card


@card("Downwell")
class Downwell(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        everything = [cid for cid, c in g.cards.items() if c.type in ("unit", "gear") and g.is_board_zone(c.zone)
                      and not c.facedown]
        for cid in everything:
            return_to_hand(g, cid)
