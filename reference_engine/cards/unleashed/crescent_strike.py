"""Crescent Strike (spell, Action): "Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to
each other enemy unit there." Both are targets; the unit must be at the chosen battlefield (355.9.b,
``TargetSpec.relative``). The other enemy units there are those as it resolves, whether or not the chosen
unit is still a legal target."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import enemies_at


def _there(g, cand, earlier, chooser, so_far) -> bool:
    return bool(earlier and earlier[0]) and g.cards[cand].zone == earlier[0][0]


@card("Crescent Strike")
class CrescentStrike(Behaviour):
    targets = (TargetSpec(kind="battlefield", text="a battlefield"),
               TargetSpec(kind="unit", where="battlefield", relation="enemy", relative=_there,
                          text="an enemy unit there"))

    def resolve(self, ctx):
        g, bf = ctx.g, ctx.chosen_one(0)
        if bf is None:
            return
        main = [u for u in ctx.chosen(1) if g.cards[u].zone == bf]
        others = [u for u in enemies_at(g, bf, ctx.controller) if u not in main]
        for unit in main:
            deal(g, unit, 4, by=ctx.controller, source=ctx.source)
        for unit in others:
            deal(g, unit, 1, by=ctx.controller, source=ctx.source)
