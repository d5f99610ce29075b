"""Revna the Lorekeeper (unit, Ganking): "When you play a spell, if you spent [4] or more, ready me." A spell
is played as it finishes resolving (its ``play`` event carries the Energy spent on it); the "if" is part of
the trigger condition (383.2.a.1)."""

from ...effects import ready
from .. import Behaviour, Trigger, card


def _you_played_a_costly_spell(g, source, event) -> bool:
    return (bool(event.get("spell")) and event.get("player") == g.cards[source].controller
            and (event.get("energy") or 0) >= 4)


def _ready_me(ctx):
    ready(ctx.g, ctx.source)


@card("Revna the Lorekeeper")
class RevnaTheLorekeeper(Behaviour):
    triggers = (Trigger(on="play", condition=_you_played_a_costly_spell, effect=_ready_me),)
