"""Fiora, Peerless (unit): "When I attack or defend one on one, double my Might this combat." One on one
(part of the trigger condition, 383.2.a.1): she is her side's only unit there and faces exactly one enemy
unit. Doubling gives her +X Might, X her Might as the ability resolves (477.3)."""

from ...effects import give_might
from ...might import might
from .. import Behaviour, Trigger, card


def _one_on_one(g, source, event) -> bool:
    if event.get("unit") != source:
        return False
    me = g.cards[source]
    if me.zone not in g.battlefields:
        return False
    here = [g.cards[u] for u in g.battlefields[me.zone].units if g.cards[u].type == "unit"]
    mine = [c for c in here if c.controller == me.controller]
    theirs = [c for c in here if c.controller != me.controller]
    return len(mine) == 1 and len(theirs) == 1


def _double(ctx):
    current = might(ctx.g, ctx.source)
    if current is not None and ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        give_might(ctx.g, ctx.source, max(0, current), source=ctx.source, duration="combat")


@card("Fiora, Peerless")
class FioraPeerless(Behaviour):
    triggers = (Trigger(on=("attack", "defend"), condition=_one_on_one, effect=_double),)
