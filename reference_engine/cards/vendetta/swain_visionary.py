"""Swain, Visionary (champion unit, 6 Might, [Vision]): "When I conquer, if you've played a non-token unit, a
non-token gear, and a spell this turn, you score 1 point."

The condition is part of the trigger condition (383.2.a.1), read from this turn's ``play`` events (a card
finished being played; tokens are played too, but do not count), checked as Swain conquers and as the ability
resolves."""

from ...scoring import gain_point
from .. import Behaviour, card
from ..battlefield_common import events_this_turn
from ..cardsD_common import i_am_among, when_if


def _played_all_three(g, source) -> bool:
    player = g.cards[source].controller
    kinds = set()
    for e in events_this_turn(g):
        if e["type"] != "play" or e.get("player") != player or e.get("card") not in g.cards:
            continue
        c = g.cards[e["card"]]
        if c.type == "spell":
            kinds.add("spell")
        elif not c.token:
            kinds.add(c.type)
    return {"unit", "gear", "spell"} <= kinds


def _score(ctx) -> None:
    gain_point(ctx.g, ctx.controller, how="effect")


@card("Swain, Visionary")
class SwainVisionary(Behaviour):
    triggers = (when_if("conquer", i_am_among(), _played_all_three, _score),)
