"""Protective Sands (battlefield): when you conquer it, if you control four runes or fewer, you may pay [1]
to draw 1. The "if" is checked as the conquer happens (the ability triggers only then, 383.2.a) and again
as it resolves; the [1] is the ability's cost (383.3.b)."""

from ...effects import draw
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger, happened_here


def _few_runes(g, player) -> bool:
    return len(g.players[player].runes) <= 4


def _conquered_with_few_runes(g, source, event) -> bool:
    return happened_here(g, source, event) and _few_runes(g, event["player"])


def _draw(ctx):
    if _few_runes(ctx.g, ctx.controller):
        draw(ctx.g, ctx.controller, 1)


@card("Protective Sands")
class ProtectiveSands(Behaviour):
    triggers = (conquer_trigger(_draw, condition=_conquered_with_few_runes, optional=True, energy=1),)
