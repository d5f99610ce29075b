"""Evelynn, Entrancing (unit, Hidden, Backline): "When you play me from face down on your turn, you may move an
enemy unit at a different location to my battlefield." Played from hidden she is at that battlefield
(811.1.d); the enemy unit is a target "at another location" (``elsewhere``)."""

from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _from_face_down_on_your_turn(g, source, event) -> bool:
    return played_me(g, source, event) and bool(event.get("hidden")) and g.active == g.cards[source].controller


def _pull(ctx):
    g = ctx.g
    here = g.cards[ctx.source].zone
    if here in g.battlefields:
        move(g, ctx.chosen(0), here, by=ctx.controller)


@card("Evelynn, Entrancing")
class EvelynnEntrancing(Behaviour):
    triggers = (Trigger(on="play", condition=_from_face_down_on_your_turn, effect=_pull, optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", elsewhere=True,
                                            text="an enemy unit at a different location"),)),)
