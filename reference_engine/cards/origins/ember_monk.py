"""Ember Monk (unit): "When you play a card from [Hidden], give me +2 Might this turn." Its text mentions
Hidden, but it does not have the Hidden keyword (811.5). A card played from facedown has been played once
it resolves or enters the board (the ``play`` event, marked ``hidden``)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _played_from_hidden(g, source, event) -> bool:
    return bool(event.get("hidden")) and event.get("player") == g.cards[source].controller


def _grow(ctx):
    give_might(ctx.g, ctx.source, 2, source=ctx.source)


@card("Ember Monk")
class EmberMonk(Behaviour):
    triggers = (Trigger(on="play", condition=_played_from_hidden, effect=_grow),)
