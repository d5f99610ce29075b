"""Consuming Curse (spell, Action): "Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each
card with this name in your trash."

The count is taken as the spell resolves (359.3.d), while it is on the chain and not in the trash (419.1),
so it never counts itself, even played from the trash. Bonus Damage increases the damage it deals to the
unit (712-713) and is part of that damage for prevention (715.4.a)."""

from ...effects import deal
from ...history import in_trash_named
from .. import Behaviour, TargetSpec, card


@card("Consuming Curse")
class ConsumingCurse(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        bonus = in_trash_named(ctx.g, ctx.controller, ctx.g.cards[ctx.source].name)
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 2 + bonus, by=ctx.controller, source=ctx.source)
