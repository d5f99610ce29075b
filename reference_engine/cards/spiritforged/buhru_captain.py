"""Buhru Captain (unit): "When you play me, you may draw 1 or buff me." A choice of one of the two (or
neither) as the ability resolves; a buff gives a +1 Might buff counter if it has none (702)."""

from ...decisions import ask
from ...effects import buff, draw
from .. import Behaviour, card
from ..spiritforged_common import when


def _draw_or_buff(ctx) -> None:
    g = ctx.g
    answer = ask(g, ctx.controller, "choose", ["draw", "buff", "neither"], "draw 1 or buff Buhru Captain?",
                 lambda a: None if a in ("draw", "buff", "neither") else "answer draw, buff or neither")
    if answer == "draw":
        draw(g, ctx.controller, 1)
    elif answer == "buff" and g.is_board_zone(g.cards[ctx.source].zone):
        buff(g, ctx.source)


@card("Buhru Captain")
class BuhruCaptain(Behaviour):
    triggers = (when("on_play", _draw_or_buff),)
