"""Minah Swiftfoot (unit): "When I move to a battlefield, choose one -- Each player discards 1. / Each player
draws 1." A modal triggered ability (402.2: the mode is chosen as it is finalized, ``Trigger.modes``)."""

from ...effects import draw
from .. import Behaviour, Mode, Trigger, card
from ..cardsA_common import each_player_discards_one


def _moved_to_a_battlefield(g, source, event) -> bool:
    return event.get("unit") == source and event.get("destination") in g.battlefields


def _each_draws(ctx):
    for p in ctx.g.turn_order_from(ctx.controller):
        draw(ctx.g, p, 1)


@card("Minah Swiftfoot")
class MinahSwiftfoot(Behaviour):
    triggers = (Trigger(on="move", condition=_moved_to_a_battlefield, effect=_each_draws, modes=(
        Mode("each player discards 1", lambda ctx: each_player_discards_one(ctx.g, ctx.controller)),
        Mode("each player draws 1", _each_draws))),)
