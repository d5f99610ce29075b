"""Dazzling Aurora (gear), with its Origins errata: "At the end of your turn, reveal cards from the top of your Main
Deck until you reveal a unit and banish it. Play it, ignoring its cost, and recycle the rest."

An end-of-turn triggered ability of its controller (317). The cards are revealed from the top down to the first
unit (all of them if there is none; no burn out, 431.1.c) through ``revealing.see_top``, so a card's own
replacement as it is revealed applies (Nocturne may banish himself: he was still the unit revealed, so the
revealing stops and there is nothing for Aurora to play, Origins FAQ). The unit is banished, then played ignoring
its cost (356.1.b.1); the other revealed cards still on the deck are recycled in order (416)."""

from ...revealing import see_top
from .. import Behaviour, Trigger, card
from ..cardsB_common import recycle
from ..trash_plays_common import banish_then_play_free


def _end_of_your_turn(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _reveal_until_a_unit(ctx) -> None:
    g, me = ctx.g, ctx.controller
    deck = g.players[me].deck
    upto = next((i + 1 for i, cid in enumerate(deck) if g.cards[cid].type == "unit"), len(deck))
    target = deck[upto - 1] if upto and g.cards[deck[upto - 1]].type == "unit" else None
    seen = see_top(g, me, upto, reveal=True)
    if target in seen:
        banish_then_play_free(g, me, target)
    for cid in seen:
        if cid != target and g.cards[cid].zone == "deck":
            recycle(g, cid)


@card("Dazzling Aurora")
class DazzlingAurora(Behaviour):
    triggers = (Trigger(on="end-of-turn", condition=_end_of_your_turn, effect=_reveal_until_a_unit),)
