"""Tideturner (unit, Hidden), with its Origins errata: "When you play me, you may choose a unit you control
at another location. Move me to its location and it to my original location." The "you may" is decided as
the trigger is finalized (383.3.a); "at another location" exempts it from the hidden "here" restriction
(811.1.d.2)."""

from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card
from ..common import other_than_source
from ...trigger_conditions import played_me as _played_me


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
                        targets=(TargetSpec(kind="unit", relation="friendly", elsewhere=True,
                                            restriction=other_than_source,
                                            text="a unit you control at another location"),)),)
