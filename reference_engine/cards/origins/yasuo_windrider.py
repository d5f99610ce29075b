"""Yasuo, Windrider (unit, Ganking): "The third time I move in a turn, you score 1 point." Counted per object
(``movement.moves_this_turn``; a recall is not a move, 454)."""

from ...scoring import gain_point
from .. import Behaviour, Trigger, card
from ...movement import moves_this_turn


def _third_move(g, source, event) -> bool:
    return event.get("unit") == source and moves_this_turn(g, source) == 3


def _score(ctx) -> None:
    gain_point(ctx.g, ctx.controller, how="effect")


@card("Yasuo, Windrider")
class YasuoWindrider(Behaviour):
    triggers = (Trigger(on="move", condition=_third_move, effect=_score),)
