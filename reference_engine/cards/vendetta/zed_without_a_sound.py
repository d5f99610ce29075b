"""Zed, Without a Sound (champion unit, 5 Might): "When I conquer, play a 0 [S] Shadow Clone unit token to your
base. [Action][>] [1][C]: Move me and a Shadow Clone you control to each other's locations."

The swap reads both locations first, then moves Zed to the Clone's and the Clone to Zed's (a move, 144: each
unit's own "can't move" still applies to it); two units at the same location do not move."""

from ...movement import move
from .. import Ability, Behaviour, TargetSpec, Trigger, card
from ..cardsD_common import location, play_unit_tokens


def _i_conquered(g, source, event) -> bool:
    return source in event.get("units", ())


def _clone(ctx) -> None:
    play_unit_tokens(ctx, "Shadow Clone", at="base")


def _a_shadow_clone(g, chooser, cand, source) -> bool:
    return g.cards[cand].name == "Shadow Clone"


def _swap(ctx) -> None:
    g = ctx.g
    for clone in ctx.chosen(0):
        mine, theirs = location(g, ctx.source), location(g, clone)
        if mine is None or theirs is None or mine == theirs:
            return
        move(g, [ctx.source], theirs, by=ctx.controller)
        move(g, [clone], mine, by=ctx.controller)


@card("Zed, Without a Sound")
class ZedWithoutASound(Behaviour):
    triggers = (Trigger(on="conquer", condition=_i_conquered, effect=_clone),)
    abilities = (Ability(effect=_swap, energy=1, power=1, timing=("Action",),
                         targets=(TargetSpec(kind="unit", relation="friendly", restriction=_a_shadow_clone,
                                             text="a Shadow Clone you control"),)),)
