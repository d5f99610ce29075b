"""Radiant Dawn (Leona legend): "When you stun one or more enemy units, buff a friendly unit." It triggers
once for the enemy units one resolving spell or ability stuns together (the ``during`` of their ``stun``
events); the friendly unit is chosen as the ability goes on the chain (383.4.b). A unit that already has a
buff gets no second one (426.1.b.1)."""

from ...effects import buff
from .. import Behaviour, TargetSpec, card
from ..legend_common import controller, first_of_batch, when_you


def _enemy(g, source, e) -> bool:
    return e.get("unit") in g.cards and g.cards[e["unit"]].controller != controller(g, source)


def _stunned_enemies(g, source, event) -> bool:
    return _enemy(g, source, event) and first_of_batch(
        g, event, "during", lambda e: e.get("player") == event.get("player") and _enemy(g, source, e))


def _buff(ctx):
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


@card("Radiant Dawn")
class RadiantDawn(Behaviour):
    triggers = (when_you("stun", _buff, condition=_stunned_enemies,
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
