"""Megatusk (unit): "Spend 3 XP: Give your units here [Ganking] this turn." An activated ability with an
XP cost (730.2); "your units here" are those its controller controls at its location as it resolves."""

from ...effects import give_keyword
from .. import Ability, Behaviour, card


def _ganking_here(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    if not g.is_board_zone(me.zone):
        return
    for cid in g.board_units():
        c = g.cards[cid]
        if c.zone == me.zone and c.controller == ctx.controller:
            give_keyword(g, cid, "Ganking", source=ctx.source)


@card("Megatusk")
class Megatusk(Behaviour):
    abilities = (Ability(effect=_ganking_here, xp=3),)
