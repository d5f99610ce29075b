"""Ezreal, Dashing (unit): "When I attack or defend, deal damage equal to my Might to an enemy unit here. I
don't deal combat damage. [C]: [Action] -- Move me to your base." His Might counts for nothing in combat
(``withholds_combat_damage``, 465.2.a-b); the trigger's damage is his ability's (417.6.b), from his Might as
it resolves."""

from ...effects import deal
from ...might import effective_might
from ...movement import move
from .. import Ability, Behaviour, TargetSpec, card
from ..spiritforged_common import when


def _shot(ctx) -> None:
    g = ctx.g
    if not g.is_board_zone(g.cards[ctx.source].zone):
        return
    for unit in ctx.chosen(0):
        deal(g, unit, effective_might(g, ctx.source), by=ctx.controller, source=ctx.source)


def _home(ctx) -> None:
    move(ctx.g, [ctx.source], "base", by=ctx.controller)


@card("Ezreal, Dashing")
class EzrealDashing(Behaviour):
    triggers = (when("on_attack_or_defend", _shot, targets=(TargetSpec(kind="unit", relation="enemy", here=True,
                                                                       text="an enemy unit here"),)),)
    abilities = (Ability(effect=_home, power=1, timing=("Action",)),)

    def withholds_combat_damage(self, g, source, unit):
        return unit == source
