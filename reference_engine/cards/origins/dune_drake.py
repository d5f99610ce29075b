"""Dune Drake (unit): "When I attack, give me +2 Might this turn if there is a ready enemy unit here."
The "if" ends the effect, so it is checked as the ability resolves."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _i_attack(g, source, event) -> bool:
    return event.get("unit") == source


def _grow(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    if me.zone not in g.battlefields:
        return
    enemies_ready = [u for u in g.battlefields[me.zone].units
                     if g.cards[u].controller != ctx.controller and not g.cards[u].exhausted]
    if enemies_ready:
        give_might(g, ctx.source, 2, source=ctx.source)


@card("Dune Drake")
class DuneDrake(Behaviour):
    triggers = (Trigger(on="attack", condition=_i_attack, effect=_grow),)
