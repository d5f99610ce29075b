"""Wraith of Echoes (unit), with its Origins FAQ errata: "The first time another friendly unit dies each
turn, draw 1." A unit does not see its own death, nor deaths that happen at the same time as its own
(383.2.c.2: it is no longer on the board). "The first time" counts every death of another friendly unit
this turn, seen or not; when several die at once only one of them is the first, so it triggers once."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _friendly_deaths_this_turn(g, source) -> int:
    me = g.cards[source]
    count = 0
    for event in reversed(g.events):
        if event["type"] == "turn":
            break
        if event["type"] == "die" and event.get("unit") != source and event.get("controller") == me.controller \
                and event.get("unit") in g.cards and g.cards[event["unit"]].type == "unit":
            count += 1
    return count


def _first_other_friendly_death(g, source, event) -> bool:
    me = g.cards[source]
    if event.get("unit") == source or event.get("controller") != me.controller:
        return False
    dead = g.cards.get(event.get("unit"))
    return dead is not None and dead.type == "unit" and _friendly_deaths_this_turn(g, source) == 1


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Wraith of Echoes")
class WraithOfEchoes(Behaviour):
    triggers = (Trigger(on="die", condition=_first_other_friendly_death, effect=_draw),)
