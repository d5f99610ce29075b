"""Bard, Mercurial (unit): "You may exhaust your legend as an additional cost to play me. When you play me, if
you paid the additional cost, move any number of your units to an open battlefield." An optional additional
cost (356.2.b: exhausting a ready legend, ``additional_cost: true``); the play trigger exists only if it was
paid (383.2.a.1, 356.4.f.1). Its battlefield -- open: no units and no controller (170.11.c) -- and the units
it moves are chosen as it is finalized; the units move together (a move by an effect, 447)."""

from ...movement import move
from ...payment import paid_additional_cost
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _ready(g, chooser, cand, source) -> bool:
    return not g.cards[cand].exhausted


def _open(g, chooser, cand, source) -> bool:
    return g.battlefields[cand].controller is None and not g.battlefields[cand].units


def _paid_and_played(g, source, event) -> bool:
    return played_me(g, source, event) and paid_additional_cost(g, source)


def _move(ctx):
    dest = ctx.chosen_one(0)
    if dest is not None and _open(ctx.g, ctx.controller, dest, ctx.source):
        move(ctx.g, ctx.chosen(1), dest, by=ctx.controller)


@card("Bard, Mercurial")
class BardMercurial(Behaviour):
    costs = (CostSpec(action="exhaust", choice=TargetSpec(kind="legend", restriction=_ready, text="your legend"),
                      optional=True),)
    triggers = (Trigger(on="play", condition=_paid_and_played, effect=_move, targets=(
        TargetSpec(kind="battlefield", restriction=_open, text="an open battlefield"),
        TargetSpec(kind="unit", relation="friendly", minimum=0, maximum=99, text="any number of your units"))),)
