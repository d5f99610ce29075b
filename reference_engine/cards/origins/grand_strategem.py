"""Grand Strategem (spell, Action): "Give friendly units +5 Might this turn." It chooses nothing: every
unit its controller controls on the board as it resolves gets the increase."""

from ...effects import give_might
from .. import Behaviour, card


@card("Grand Strategem")
class GrandStrategem(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        for unit in g.board_units():
            if g.cards[unit].controller == ctx.controller:
                give_might(g, unit, 5, source=ctx.source)
