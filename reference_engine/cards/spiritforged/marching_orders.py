"""Marching Orders (spell, Action, Repeat [3]): "Choose a friendly unit anywhere and an enemy unit at a
battlefield. They deal damage equal to their Mights to each other." Each unit deals the damage (417.6.b.3:
not the spell's), at the same time, from its Might as the spell resolves; a unit no longer a legal target
neither deals nor takes damage (359.3.e)."""

from ...effects import deal
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


@card("Marching Orders")
class MarchingOrders(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit anywhere"),
               TargetSpec(kind="unit", relation="enemy", where="battlefield", text="an enemy unit at a battlefield"))
    repeat = ((3, 0),)

    def resolve(self, ctx):
        g = ctx.g
        mine, theirs = ctx.chosen(0), ctx.chosen(1)
        if not mine or not theirs:
            return
        a, b = mine[0], theirs[0]
        might_a, might_b = effective_might(g, a), effective_might(g, b)
        deal(g, b, might_a, by=ctx.controller, source=ctx.source, dealer=a)
        deal(g, a, might_b, by=g.cards[b].controller, source=ctx.source, dealer=b)
