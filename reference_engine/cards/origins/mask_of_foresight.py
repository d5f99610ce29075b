"""Mask of Foresight (gear): "When a friendly unit attacks or defends alone, give it +1 [S] this turn."

A unit's ``attack``/``defend`` event (464.2.c.3, once per combat) triggers it when no other unit of its
controller is at that battlefield then (alone, 740.2.a); the unit gets +1 Might this turn as it resolves."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _friendly_alone(g, source, event) -> bool:
    u = event.get("unit")
    if u is None or g.cards[u].controller != g.cards[source].controller:
        return False
    bf = event.get("battlefield")
    return bf in g.battlefields and not any(o != u and g.cards[o].controller == g.cards[u].controller
                                            for o in g.battlefields[bf].units)


def _plus_one(ctx):
    give_might(ctx.g, ctx.item.data["event"]["unit"], 1, source=ctx.source)


@card("Mask of Foresight")
class MaskOfForesight(Behaviour):
    triggers = (Trigger(on=("attack", "defend"), condition=_friendly_alone, effect=_plus_one),)
