"""Vi, Hotheaded (unit, Deflect): "[2][C]: Double my Might this turn." Doubling gives her +X this turn, X her
Might as the ability resolves (a negative Might is not doubled further down: nothing to add)."""

from ...effects import give_might
from ...might import might
from .. import Ability, Behaviour, card


def _double(ctx):
    g = ctx.g
    if g.is_board_zone(g.cards[ctx.source].zone):
        give_might(g, ctx.source, max(0, might(g, ctx.source) or 0), source=ctx.source)


@card("Vi, Hotheaded")
class ViHotheaded(Behaviour):
    abilities = (Ability(effect=_double, energy=2, power=1),)
