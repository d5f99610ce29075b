"""Glorious Executioner (Draven legend): "When you win a combat, draw 1." A player wins a combat when they
were attacker or defender and are the only player with units left there as the result is determined
(466.3.a), whether or not combat damage was dealt."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _you_win(g, source, event) -> bool:
    return event.get("winner") == g.cards[source].controller


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Glorious Executioner")
class GloriousExecutioner(Behaviour):
    triggers = (Trigger(on="combat-result", condition=_you_win, effect=_draw, zones=("legend",)),)
