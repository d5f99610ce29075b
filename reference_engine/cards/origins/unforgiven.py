"""Unforgiven (Yasuo legend): "[2], [E]: move a friendly unit to or from its base." A unit at a battlefield
is moved to its base; a unit in its base is moved to a battlefield its controller chooses as the ability
resolves, among those it may move to (144, 449.2)."""

from ...decisions import choose_from
from ...movement import destination_problem, move
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _move(ctx):
    g = ctx.g
    for unit in ctx.chosen(0):
        if g.cards[unit].zone in g.battlefields:
            move(g, [unit], "base", by=ctx.controller)
            continue
        options = [bf for bf in g.battlefields if not destination_problem(g, unit, bf)]
        if options:
            dest = choose_from(g, ctx.controller, options, f"choose the battlefield {unit} moves to")[0]
            move(g, [unit], dest, by=ctx.controller)


@card("Unforgiven")
class Unforgiven(Behaviour):
    abilities = (Ability(effect=_move, energy=2, exhaust=True, zones=LEGEND,
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
