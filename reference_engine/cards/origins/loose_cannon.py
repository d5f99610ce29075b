"""Loose Cannon (legend): "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your
hand."

The "if" comes after the instruction, so it is part of the effect, not of the trigger condition
(383.2.a.1, 383.2.b): the ability goes on the chain at the start of each of its controller's Beginning
Phases and the hand is counted only as it resolves."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _my_beginning_phase(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _draw_if_low(ctx):
    if len(ctx.g.players[ctx.controller].hand) <= 1:
        draw(ctx.g, ctx.controller, 1)


@card("Loose Cannon")
class LooseCannon(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_my_beginning_phase, effect=_draw_if_low,
                        zones=("legend",)),)
