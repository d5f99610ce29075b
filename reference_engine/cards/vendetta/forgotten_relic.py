"""Forgotten Relic (gear): "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn
a unit this way, do this: Give a friendly unit +[S] equal to the burned card's Might this turn."

One triggered ability with two conditions (383.2): its being played, and the start of its controller's
Beginning Phase (315.2.a). Burn 1 puts the top card of its controller's Main Deck into their trash (burning
out first if it is empty, 431). If that card is a unit, "do this" is a reflexive triggered ability (387-388):
it goes on the chain after the burn, its friendly unit chosen as it is finalized, and gives that unit +X
Might this turn, X the burned card's Might (printed, as it is in the trash, 711)."""

from ...effects import give_might, mill
from ...might import might
from .. import Behaviour, TargetSpec, Trigger, card
from ..common import do_this, reflexive


def _played_me_or_my_beginning(g, source, event) -> bool:
    me = g.cards[source].controller
    if event["type"] == "play":
        return event.get("card") == source
    return event.get("player") == me


def _burn_one(ctx) -> None:
    g = ctx.g
    before = len(g.events)
    mill(g, ctx.controller, 1)
    for e in g.events[before:]:
        c = g.cards.get(e.get("card") or "")
        if e["type"] == "mill" and c is not None and c.type == "unit" and c.zone == "trash":
            do_this(ctx, 2, {"might": might(g, e["card"]) or 0})


def _pump(ctx) -> None:
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, ctx.item.data.get("might", 0), source=ctx.source)


@card("Forgotten Relic")
class ForgottenRelic(Behaviour):
    triggers = (Trigger(on=("play", "beginning-phase"), condition=_played_me_or_my_beginning, effect=_burn_one),
                reflexive(_pump, targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)))
