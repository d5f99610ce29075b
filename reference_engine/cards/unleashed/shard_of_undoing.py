"""Shard of Undoing (gear): "The first time a friendly unit dies during your Beginning Phase each turn, each
opponent must kill one of their units." Each opponent chooses which of their units (355.10.e), in turn
order, as the ability resolves; the first death is remembered for the turn."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import each_player_kills_one, first_time_this_turn


def _first_friendly_death_in_your_beginning(g, source, event) -> bool:
    me = g.cards[source].controller
    if event.get("controller") != me or g.active != me or g.phase != "beginning":
        return False
    return first_time_this_turn(g, source)


def _each_opponent_kills(ctx):
    g = ctx.g
    opponents = [p for p in g.turn_order_from(g.active) if p != ctx.controller and p in g.living()]
    each_player_kills_one(g, opponents, ctx.source)


@card("Shard of Undoing")
class ShardOfUndoing(Behaviour):
    triggers = (Trigger(on="die", condition=_first_friendly_death_in_your_beginning, effect=_each_opponent_kills),)
