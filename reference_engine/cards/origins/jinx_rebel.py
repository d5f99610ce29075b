"""Jinx, Rebel (unit): "When you discard one or more cards, ready me and give me +1 [S] this turn."

A discard is its player's action (410); discarding several cards at once logs one ``discard`` event per card
in a row, so the ability triggers once per such action (``history.first_of_run``), however many cards it
discarded; a later, separate discard triggers it again."""

from ...effects import give_might, ready
from ...history import first_of_run
from .. import Behaviour, card
from ..cardsC_common import controller, when_you


def _first_of_my_discards(g, source, event) -> bool:
    me = controller(g, source)
    return first_of_run(g, event, lambda e: e.get("player") == me)


def _ready_and_pump(ctx) -> None:
    ready(ctx.g, ctx.source, by=ctx.controller)
    give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Jinx, Rebel")
class JinxRebel(Behaviour):
    triggers = (when_you("discard", _ready_and_pump, test=_first_of_my_discards),)
