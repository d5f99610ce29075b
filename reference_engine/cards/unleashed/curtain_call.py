"""Curtain Call (spell, Jhin's Signature): "[Repeat] -- [1] / [A] / [1][A]. Choose one you haven't already
chosen -- Draw 1. / Deal 2 to a unit at a battlefield. / Deal 3 to a unit at a base. / Give a unit at a
battlefield -4 [S] this turn." Three Repeat costs, each paid at most once (820.1.c.2-3; [A] is Power of any
domain); each execution chooses its own mode (820.2.a), never one this spell already chose
(``fresh_modes``, ``modal.py``)."""

from ...effects import deal, draw, give_might
from .. import Behaviour, Mode, TargetSpec, card


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


def _deal(n):
    def effect(ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, n, by=ctx.controller, source=ctx.source)

    return effect


def _shrink(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, -4, source=ctx.source)


@card("Curtain Call")
class CurtainCall(Behaviour):
    repeat = ((1, 0), (0, 0, 1), (1, 0, 1))
    fresh_modes = True
    modes = (Mode("draw 1", _draw),
             Mode("deal 2 to a unit at a battlefield", _deal(2),
                  (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),
             Mode("deal 3 to a unit at a base", _deal(3), (TargetSpec(kind="unit", where="base", text="a unit at a base"),)),
             Mode("give a unit at a battlefield -4 Might this turn", _shrink,
                  (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)))
