"""Treasure Trove (gear): "When this leaves the board, draw 1 and channel 1 rune exhausted. [C], [T]: Kill
this."

Leaving the board is dying, being returned to a hand or being banished from the board
(``history.left_the_board``); the ability is noted as it leaves (383.2.c.2) and works from wherever it
went. The activated ability's costs are [C] (Power of its domain) and exhausting it; its effect kills it
(428), which makes the first ability trigger."""

from ...effects import draw, kill
from ...history import LEAVE_EVENTS, left_the_board
from ...runes import channel
from .. import Ability, Behaviour, Trigger, card


def _i_left(g, source, event) -> bool:
    return left_the_board(g, event) == source


def _draw_and_channel(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)
    channel(ctx.g, ctx.controller, 1, exhausted=True)


def _kill_me(ctx) -> None:
    kill(ctx.g, ctx.source, by=ctx.controller, source=ctx.source)


@card("Treasure Trove")
class TreasureTrove(Behaviour):
    triggers = (Trigger(on=LEAVE_EVENTS, condition=_i_left, effect=_draw_and_channel,
                        zones=("board", "trash", "hand", "banishment")),)
    abilities = (Ability(effect=_kill_me, power=1, exhaust=True),)
