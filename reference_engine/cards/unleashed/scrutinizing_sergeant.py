"""Scrutinizing Sergeant (unit): "When you play me, gain 1 XP for each friendly unit." Counted as the
ability resolves (the Sergeant itself included while it is on the board)."""

from ...xp import gain_xp
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _gain_per_friendly_unit(ctx):
    g = ctx.g
    n = sum(1 for cid in g.board_units() if g.cards[cid].controller == ctx.controller)
    gain_xp(g, ctx.controller, n)


@card("Scrutinizing Sergeant")
class ScrutinizingSergeant(Behaviour):
    triggers = (when_you_play_me(_gain_per_friendly_unit),)
