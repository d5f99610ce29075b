"""Pack of Wonders (gear), with its Origins errata: "[E]: Return another friendly gear, unit, or facedown
card to its owner's hand."

The target is a gear or unit its controller controls, other than the Pack, or a card they hid facedown at
a battlefield (107.3: as the Origins FAQ says, "facedown card" means one hidden on the board, never a card
in a deck or with [Hidden] elsewhere). A facedown card leaving the board is revealed (421.4) and goes to
its owner's hand; a token returned ceases to exist (186.1)."""

from ...effects import return_to_hand
from ...events import emit
from ...zones import put
from .. import Ability, Behaviour, TargetSpec, card
from ..common import other_than_source


def _return(ctx) -> None:
    g = ctx.g
    for cid in ctx.chosen(0):
        c = g.cards[cid]
        if c.facedown:
            where = c.zone
            emit(g, "reveal", card=cid, name=c.name, owner=c.owner)
            put(g, cid, "hand")
            emit(g, "return", card=cid, location=where)
        else:
            return_to_hand(g, cid)


@card("Pack of Wonders")
class PackOfWonders(Behaviour):
    abilities = (Ability(effect=_return, exhaust=True,
                         targets=(TargetSpec(kind="permanent", relation="friendly", facedown=True,
                                             restriction=other_than_source,
                                             text="another friendly gear, unit, or facedown card"),)),)
