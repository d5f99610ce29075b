"""The Grand Plaza (battlefield): when you hold it, if you have seven or more units there, you win the game
(195). The condition is checked as the hold happens and again as the ability resolves."""

from ...scoring import win
from .. import Behaviour, card
from ..battlefield_common import happened_here, hold_trigger, units_here


def _seven_here(g, source, player) -> bool:
    return len(units_here(g, source, player)) >= 7


def _held_with_seven(g, source, event) -> bool:
    return happened_here(g, source, event) and _seven_here(g, source, event["player"])


def _win(ctx):
    if _seven_here(ctx.g, ctx.source, ctx.controller):
        win(ctx.g, ctx.controller)


@card("The Grand Plaza")
class TheGrandPlaza(Behaviour):
    triggers = (hold_trigger(_win, condition=_held_with_seven),)
