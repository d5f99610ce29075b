"""Imposing Challenger (unit): "When I move, you may move an enemy unit here with less Might than me to a
different battlefield." The enemy unit is a target (chosen as the ability is finalized, "here" being where
the Challenger arrived); its destination, a battlefield other than the one it is at, is chosen as the
ability resolves (446). Both Mights are compared as it is chosen and as it resolves."""

from ...might import might
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_moved, move_where_chosen


def _weaker(g, chooser, cand, source) -> bool:
    return might(g, cand) < might(g, source)


def _push(ctx):
    for unit in ctx.chosen(0):
        move_where_chosen(ctx.g, ctx.controller, unit, list(ctx.g.battlefields))


@card("Imposing Challenger")
class ImposingChallenger(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=_push, optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, restriction=_weaker,
                                            text="an enemy unit here with less Might than me"),)),)
