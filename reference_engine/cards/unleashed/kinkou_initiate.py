"""Kinkou Initiate (unit): "When you play me, draw 1 if your other units have total Might 5 or more." The
total is read as the ability resolves (negative Might counts as 0, 143.2.b)."""

from ...effects import draw
from ...might import effective_might
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _draw_if_others_mighty(ctx):
    g = ctx.g
    total = sum(effective_might(g, cid) for cid in g.board_units()
                if cid != ctx.source and g.cards[cid].controller == ctx.controller)
    if total >= 5:
        draw(g, ctx.controller, 1)


@card("Kinkou Initiate")
class KinkouInitiate(Behaviour):
    triggers = (when_you_play_me(_draw_if_others_mighty),)
