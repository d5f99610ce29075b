"""Danger Zone (spell, Reaction, Signature of Rumble, Repeat [1][C]): "Give your Mechs +1 [S] this turn." The
Mechs its controller has on the board as it resolves; Repeat gives them +1 again (820.2)."""

from ...effects import give_might
from .. import Behaviour, card


@card("Danger Zone")
class DangerZone(Behaviour):
    repeat = ((1, 1),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in list(g.board_units()):
            if g.cards[unit].controller == ctx.controller and "Mech" in g.cards[unit].tags:
                give_might(g, unit, 1, source=ctx.source)
