"""Karma, Channeler (unit, Vision; first printed in Origins, reprinted in Spiritforged), with the Origins FAQ's
revised text: "When you recycle one or more cards to your Main Deck, buff a friendly unit." Runes are not
cards (the FAQ; a rune goes to the rune deck), and players always recycle their own cards, so only
``recycle`` events of main deck cards of Karma's controller count; several recycled by one action (events
in a row) trigger it once. Vision (817): when she is played, predict (436.1)."""

from ...effects import buff
from .. import Behaviour, TargetSpec, Trigger, card
from ...predicting import predict


def _my_card(g, source, e) -> bool:
    c = g.cards.get(e.get("card"))
    return e["type"] == "recycle" and c is not None and c.type != "rune" and c.owner == g.cards[source].controller


def _first_of_my_recycles(g, source, event) -> bool:
    if not _my_card(g, source, event):
        return False
    for e in reversed(g.events[:-1]):  # recycles of one action come one after another
        if e["type"] != "recycle":
            return True
        if _my_card(g, source, e):
            return False
    return True


def _buff_it(ctx) -> None:
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


@card("Karma, Channeler")
class KarmaChanneler(Behaviour):
    triggers = (Trigger(on="play", condition=lambda g, source, e: e.get("card") == source,
                        effect=lambda ctx: predict(ctx.g, ctx.controller)),
                Trigger(on="recycle", condition=_first_of_my_recycles, effect=_buff_it,
                        targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)))
