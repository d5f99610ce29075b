"""Scrapheap (gear): "When this is played, discarded, or killed, draw 1."

Three trigger conditions of one ability (383.1). Played: the gear finished being played onto the board
(383.4.a). Discarded: it went from its owner's hand to the trash (410), so the ability works from the
trash (383.2.c.1). Killed: its ``die`` event is noted as it leaves the board (383.2.c.2)."""

from .. import Behaviour, Trigger, card
from ..cardsC_common import draw_one


def _me(g, source, event) -> bool:
    if event["type"] == "play":
        return event.get("card") == source and bool(event.get("permanent"))
    if event["type"] == "discard":
        return event.get("card") == source
    return event.get("unit") == source  # die


@card("Scrapheap")
class Scrapheap(Behaviour):
    triggers = (Trigger(on=("play", "discard", "die"), condition=_me, effect=draw_one, zones=("board", "trash")),)
