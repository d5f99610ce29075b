"""Ravenbloom Conservatory (battlefield): "When you defend here, reveal the top card of your Main Deck.
If it's a spell, put it in your hand. Otherwise, recycle it.\""""

from ...revealing import see_top
from ...zones import put
from .. import Behaviour, Trigger, card


def _you_defend_here(g, source, event) -> bool:
    return event.get("unit") is None and event.get("battlefield") == source


def _reveal(ctx):
    g = ctx.g
    # revealing more than the deck holds does not burn out (431.1.c)
    for top in see_top(g, ctx.controller, 1, reveal=True):
        if g.cards[top].type == "spell":
            put(g, top, "hand")
        else:
            put(g, top, "deck", bottom=True)  # recycle (416)


@card("Ravenbloom Conservatory")
class RavenbloomConservatory(Behaviour):
    triggers = (Trigger(on="defend", condition=_you_defend_here, effect=_reveal, zones=("battlefield",),
                        controller=lambda g, source, event: event["player"]),)
