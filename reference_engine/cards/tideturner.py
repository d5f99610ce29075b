"""Tideturner (unit, Hidden): "When you play me, you may choose a friendly unit. Move me to its location
and it to my original location." The "you may" is decided as the trigger is finalized (383.3.a)."""

from ..movement import move
from . import Behaviour, TargetSpec, Trigger, card
from .common import other_than_source


def _played_me(g, source, event) -> bool:
    return event.get("card") == source and event.get("permanent")


def _swap(ctx):
    g = ctx.g
    other = ctx.chosen_one(0)
    if other is None or not g.is_board_zone(g.cards[ctx.source].zone):
        return
    mine, theirs = g.cards[ctx.source].zone, g.cards[other].zone
    if mine == theirs:
        return
    move(g, [ctx.source], theirs, by=ctx.controller)
    move(g, [other], mine, by=ctx.controller)


@card("Tideturner")
class Tideturner(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_swap, optional=True,
                        targets=(TargetSpec(kind="unit", relation="friendly", restriction=other_than_source,
                                            text="another friendly unit"),)),)
