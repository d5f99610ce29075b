"""Rocket Barrage (spell, Repeat [4][C]): "Choose one -- Deal 4 to a unit in a base. / Kill a gear." (its
Repeat may make different choices, 820.2). Each mode chooses one target and the two kinds cannot overlap
(a unit in a base, or a gear), so the target a play names also says which mode was chosen (355.3 then
355.5): the one choice is a permanent that is either; each execution makes its own (820.1.d)."""

from ...effects import deal, kill
from .. import Behaviour, TargetSpec, card


def _unit_in_base_or_gear(g, chooser, cand, source) -> bool:
    c = g.cards[cand]
    return c.type == "gear" or (c.type == "unit" and c.zone == "base")


@card("Rocket Barrage")
class RocketBarrage(Behaviour):
    targets = (TargetSpec(kind="permanent", restriction=_unit_in_base_or_gear,
                          text="a unit in a base (deal 4) or a gear (kill)"),)
    repeat = ((4, 1),)

    def resolve(self, ctx):
        for cid in ctx.chosen(0):
            if ctx.g.cards[cid].type == "unit":
                deal(ctx.g, cid, 4, by=ctx.controller, source=ctx.source)
            else:
                kill(ctx.g, cid, by=ctx.controller, source=ctx.source)
