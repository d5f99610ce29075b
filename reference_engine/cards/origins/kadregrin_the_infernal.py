"""Kadregrin the Infernal (unit): "When you play me, draw 1 for each of your [Mighty] units."

Counted as the ability resolves: every unit its controller controls with 5 or more Might then (709),
Kadregrin himself included while he is on the board."""

from ...effects import draw
from ...might import is_mighty
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _draw_per_mighty(ctx):
    g = ctx.g
    n = sum(1 for cid, c in g.cards.items() if c.type == "unit" and c.controller == ctx.controller
            and g.is_board_zone(c.zone) and not c.facedown and is_mighty(g, cid))
    if n:
        draw(g, ctx.controller, n)


@card("Kadregrin the Infernal")
class KadregrinTheInfernal(Behaviour):
    triggers = (when_you_play_me(_draw_per_mighty),)
