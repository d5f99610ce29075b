"""Blast Cone (gear): "When you play this, you may move an enemy unit. When you move an enemy unit, you may
exhaust this to [Stun] it." The enemy unit is a target; its destination (its controller's base or a
battlefield it may move to, 449) is chosen as the ability resolves. Any move of an enemy unit its controller
causes meets the second trigger (the ``move`` event names who moved it); exhausting the gear is that
ability's base cost (383.3.b)."""

from ...effects import stun
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import move_where_chosen, when_you_play_me


def _move_it(ctx):
    for unit in ctx.chosen(0):
        move_where_chosen(ctx.g, ctx.controller, unit, ["base", *ctx.g.battlefields])


def _you_moved_an_enemy(g, source, event) -> bool:
    me = g.cards[source].controller
    unit = g.cards.get(event.get("unit") or "")
    return event.get("player") == me and unit is not None and unit.controller != me


def _stun_it(ctx):
    unit = ctx.event.get("unit")
    if unit in ctx.g.cards:
        stun(ctx.g, unit, by=ctx.controller)


@card("Blast Cone")
class BlastCone(Behaviour):
    triggers = (when_you_play_me(_move_it, optional=True,
                                 targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),
                Trigger(on="move", condition=_you_moved_an_enemy, effect=_stun_it, optional=True, exhaust=True))
