"""Darius, Trifarian (unit): "When you play your second card in a turn, give me +2 Might this turn and
ready me."

In a trigger condition "play" means the card finished being played (a spell resolved, a permanent
entered the board: the ``play`` event). Tokens are not cards. The trigger is checked right after that
second card's play, so Darius must be on the board then: played as the second card himself, he sees it
(383.2.c); played third or later, the moment has passed."""

from ...effects import give_might, ready
from .. import Behaviour, Trigger, card


def _cards_played_this_turn(g, player) -> int:
    count = 0
    for event in reversed(g.events):
        if event["type"] == "turn":
            break
        if event["type"] == "play" and event.get("player") == player and not event.get("token"):
            count += 1
    return count


def _second_card(g, source, event) -> bool:
    player = g.cards[source].controller
    return event.get("player") == player and not event.get("token") and _cards_played_this_turn(g, player) == 2


def _surge(ctx):
    give_might(ctx.g, ctx.source, 2, source=ctx.source)
    ready(ctx.g, ctx.source)


@card("Darius, Trifarian")
class DariusTrifarian(Behaviour):
    triggers = (Trigger(on="play", condition=_second_card, effect=_surge),)
