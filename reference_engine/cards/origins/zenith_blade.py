"""Zenith Blade (spell, Action): "Stun an enemy unit at a battlefield. You may move a friendly unit to that
enemy unit's battlefield." Both units are chosen as the spell is played (the second is optional: choosing
none declines the move). The move goes to the battlefield where the stunned unit is as the spell resolves;
if that unit is no longer a legal target there is no such battlefield and the move does not happen."""

from ...effects import stun
from ...movement import move
from .. import Behaviour, TargetSpec, card


@card("Zenith Blade")
class ZenithBlade(Behaviour):
    targets = (
        TargetSpec(kind="unit", where="battlefield", relation="enemy", text="an enemy unit at a battlefield"),
        TargetSpec(kind="unit", relation="friendly", minimum=0, text="up to one friendly unit to move"),
    )

    def resolve(self, ctx):
        g = ctx.g
        enemy = ctx.chosen_one(0)
        if enemy is None:
            return
        stun(g, enemy, by=ctx.controller)
        where = g.cards[enemy].zone
        for unit in ctx.chosen(1):
            if where in g.battlefields and g.cards[unit].zone != where:
                move(g, [unit], where, by=ctx.controller)
