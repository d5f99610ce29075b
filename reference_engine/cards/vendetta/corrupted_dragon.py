"""Corrupted Dragon (unit): "If your score is not within 3 points of the Victory Score, I enter ready. When
I attack, you may move any number of enemy units here each with 5 [M] or less to their base."

It enters ready (143.4.a) while its player needs more than 3 points to win (the Victory Score as the mode
and battlefields set it, 483). The units are chosen as the attack trigger is finalized (none is allowed:
"any number"), each an enemy unit at its battlefield with 5 Might or less then; each still there moves to
its controller's base as it resolves (a move, 446)."""

from ...might import effective_might
from ...movement import move
from ...scoring import victory_score
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_attacked


def _small(g, chooser, cand, source) -> bool:
    return effective_might(g, cand) <= 5


def _send_home(ctx) -> None:
    g = ctx.g
    here = g.cards[ctx.source].zone
    for unit in ctx.chosen(0):
        if g.cards[unit].zone == here and here in g.battlefields:
            move(g, [unit], "base", by=ctx.controller)


@card("Corrupted Dragon")
class CorruptedDragon(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_send_home,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, minimum=0, maximum=99,
                                            restriction=_small, text="any number of enemy units here with 5 Might or less"),)),)

    def enters_ready(self, g, card, player):
        return victory_score(g) - g.players[player].score > 3
