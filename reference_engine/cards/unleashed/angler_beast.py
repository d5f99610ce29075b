"""Angler Beast (unit): "When you play me, return all units with 2 Might or less to their owners' hands."
Every unit on the board (itself included if it has 2 or less), chosen as the ability resolves (355.10.d)."""

from ...effects import return_to_hand
from ...might import effective_might
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _return_small(ctx):
    g = ctx.g
    for unit in [cid for cid in g.board_units() if effective_might(g, cid) <= 2]:
        return_to_hand(g, unit)


@card("Angler Beast")
class AnglerBeast(Behaviour):
    triggers = (when_you_play_me(_return_small),)
