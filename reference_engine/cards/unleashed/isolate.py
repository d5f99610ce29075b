"""Isolate (spell): "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone
at that battlefield, draw 1." "That battlefield" is the one the unit was at when chosen; the draw depends
on the board after the move, whether or not the unit moved."""

from ...effects import draw
from ...movement import move
from .. import Behaviour, TargetSpec, card


@card("Isolate")
class Isolate(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="enemy", text="an enemy unit at a battlefield"),)

    def resolve(self, ctx):
        g = ctx.g
        bf = None
        for unit in ctx.chosen(0):
            bf = g.cards[unit].zone
            move(g, [unit], "base", by=ctx.controller)
        if bf in g.battlefields:
            enemies = [cid for cid in g.battlefields[bf].units if g.cards[cid].controller != ctx.controller]
            if len(enemies) == 1:
                draw(g, ctx.controller, 1)
