"""Vex, Mocking (unit, Shield, Tank): "When you [Stun] an enemy unit at a battlefield, you may move me to that
battlefield." The ``stun`` event names who stunned (423); the move is a move by an effect (446)."""

from ...movement import move
from .. import Behaviour, Trigger, card


def _you_stunned_an_enemy_at_a_battlefield(g, source, event) -> bool:
    me = g.cards[source]
    unit = g.cards.get(event.get("unit") or "")
    return (event.get("player") == me.controller and unit is not None and unit.controller != me.controller
            and unit.zone in g.battlefields and unit.zone != me.zone)


def _go(ctx):
    g = ctx.g
    bf = g.cards[ctx.event["unit"]].zone
    if bf in g.battlefields:
        move(g, [ctx.source], bf, by=ctx.controller)


@card("Vex, Mocking")
class VexMocking(Behaviour):
    triggers = (Trigger(on="stun", condition=_you_stunned_an_enemy_at_a_battlefield, effect=_go, optional=True),)
