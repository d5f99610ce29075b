"""Ravenbloom Conservatory (battlefield): "When you defend here, reveal the top card of your Main Deck.
If it's a spell, put it in your hand. Otherwise, recycle it.\""""

from ...events import emit
from ...zones import put
from .. import Behaviour, Trigger, card


def _you_defend_here(g, source, event) -> bool:
    return event.get("unit") is None and event.get("battlefield") == source


def _reveal(ctx):
    g = ctx.g
    deck = g.players[ctx.controller].deck
    if not deck:
        return  # looking at or revealing more than the deck holds does not burn out (431.1.c)
    top = deck[0]
    emit(g, "reveal", card=top, name=g.cards[top].name, player=ctx.controller)
    if g.cards[top].type == "spell":
        put(g, top, "hand")
    else:
        put(g, top, "deck", bottom=True)  # recycle (416)


@card("Ravenbloom Conservatory")
class RavenbloomConservatory(Behaviour):
    triggers = (Trigger(on="defend", condition=_you_defend_here, effect=_reveal, zones=("battlefield",),
                        controller=lambda g, source, event: event["player"]),)
