"""Scuttle Crab (unit, 0 Might): "When you play me, draw 1. [Deathknell] Choose an opponent. They reveal their
hand. You can look at their facedown cards this turn. Gain 1 XP."

Revealing is public information (the ``reveal`` events); looking at facedown cards changes nothing the
suite observes, so only the reveal and the XP have effects here. A 0 Might unit can conquer and hold
(its reminder text)."""

from ...keywords import deathknell
from ...xp import gain_xp
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import draw_n, reveal_hand, when_you_play_me


def _reveal_and_gain(ctx):
    for player in ctx.chosen(0):
        reveal_hand(ctx.g, player)
    gain_xp(ctx.g, ctx.controller, 1)


@card("Scuttle Crab")
class ScuttleCrab(Behaviour):
    triggers = (when_you_play_me(draw_n(1)),
                deathknell(_reveal_and_gain, targets=(TargetSpec(kind="player", relation="enemy", text="an opponent"),)))
