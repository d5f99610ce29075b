"""Kha'Zix, Mutating Horror (unit, Ambush): "When I attack or defend, if an enemy unit is alone here, give
me +2 Might this turn and gain 2 XP." The "if" is part of the trigger condition (383.2.a.1): exactly one
enemy unit at his battlefield as he is designated."""

from ...effects import give_might
from ...xp import gain_xp
from .. import Behaviour, Trigger, card
from ..unleashed_common import enemy_alone_here


def _designated_with_a_lone_enemy(g, source, event) -> bool:
    return event.get("unit") == source and enemy_alone_here(g, source)


def _grow(ctx):
    give_might(ctx.g, ctx.source, 2, source=ctx.source)
    gain_xp(ctx.g, ctx.controller, 2)


@card("Kha'Zix, Mutating Horror")
class KhazixMutatingHorror(Behaviour):
    triggers = (Trigger(on=("attack", "defend"), condition=_designated_with_a_lone_enemy, effect=_grow),)
