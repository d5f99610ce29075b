"""Imposing Challenger (unit): "When I move, you may move an enemy unit here with less Might than me to a
different battlefield." The enemy unit is a target (chosen as the ability is finalized, "here" being where
the Challenger arrived); its destination, a battlefield other than the one it is at, is chosen as the
ability resolves (446). Both Mights are compared as it is chosen and as it resolves."""

from ...decisions import choose_from
from ...might import might
from ...movement import destination_problem, move
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_moved


def _weaker(g, chooser, cand, source) -> bool:
    return might(g, cand) < might(g, source)


def _push(ctx):
    g = ctx.g
    for unit in ctx.chosen(0):
        here = g.cards[unit].zone
        options = [bf for bf in g.battlefields if bf != here and not destination_problem(g, unit, bf)]
        if options:
            move(g, [unit], choose_from(g, ctx.controller, options, f"choose where {unit} is moved")[0], by=ctx.controller)


@card("Imposing Challenger")
class ImposingChallenger(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=_push, optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, restriction=_weaker,
                                            text="an enemy unit here with less Might than me"),)),)
