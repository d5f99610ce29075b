"""Rogue Assassin (Akali legend): "[Empower] [3][A]. [Action] [E]: if it's your turn, move a friendly unit
in a showdown to base and, if I'm [Empowered], ready it." The Empower ability (827) costs [3] and Power of
any domain (135.2.e.5.a). The unit is one at the battlefield of the current showdown; on an opponent's
turn the ability resolves without effect (the "if" is part of its effect)."""

from ...effects import ready
from ...empowered import empower_ability, is_empowered
from ...movement import move
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _in_showdown(g, chooser, cand, source) -> bool:
    return g.showdown is not None and g.cards[cand].zone == g.showdown.at


def _retreat(ctx):
    g = ctx.g
    if g.active != ctx.controller:
        return
    for unit in ctx.chosen(0):
        if move(g, [unit], "base", by=ctx.controller) and is_empowered(g, ctx.source):
            ready(g, unit)


@card("Rogue Assassin")
class RogueAssassin(Behaviour):
    abilities = (
        empower_ability(energy=3, any_power=1, zones=LEGEND),
        Ability(effect=_retreat, exhaust=True, timing=("Action",), zones=LEGEND,
                targets=(TargetSpec(kind="unit", relation="friendly", restriction=_in_showdown,
                                    text="a friendly unit in a showdown"),)),
    )
