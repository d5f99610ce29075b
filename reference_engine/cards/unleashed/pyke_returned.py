"""Pyke, Returned (unit, Hidden, Backline): "Once each turn, when an enemy unit dies while I'm at a
battlefield, play a Gold gear token exhausted." It triggers at most once each turn (its first enemy death
while he is at a battlefield, anywhere on the board)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import first_time_this_turn, gold_token


def _first_enemy_death_this_turn(g, source, event) -> bool:
    me = g.cards[source]
    if me.zone not in g.battlefields or event.get("controller") == me.controller:
        return False
    return first_time_this_turn(g, f"{source}:{me.obj}")


def _gold(ctx):
    gold_token(ctx.g, ctx.controller)


@card("Pyke, Returned")
class PykeReturned(Behaviour):
    triggers = (Trigger(on="die", condition=_first_enemy_death_this_turn, effect=_gold),)
