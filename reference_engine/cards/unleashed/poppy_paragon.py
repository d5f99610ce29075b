"""Poppy, Paragon (unit, Deflect): "When you play me, if an opponent's score is within 3 points of the
Victory Score, ready me and gain 3 XP." The Victory Score is the points needed to win now (472,
``scoring.victory_score``); the "if" is part of the trigger condition (383.2.a.1)."""

from ...effects import ready
from ...scoring import victory_score
from ...xp import gain_xp
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _an_opponent_is_close(g, source, event) -> bool:
    me = g.cards[source].controller
    return any(g.players[p].score >= victory_score(g) - 3 for p in g.living() if p != me)


def _ready_and_gain(ctx):
    ready(ctx.g, ctx.source)
    gain_xp(ctx.g, ctx.controller, 3)


@card("Poppy, Paragon")
class PoppyParagon(Behaviour):
    triggers = (when_you_play_me(_ready_and_gain, condition=_an_opponent_is_close),)
