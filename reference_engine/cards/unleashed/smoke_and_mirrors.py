"""Smoke and Mirrors (spell, Hidden, Action): "Choose a unit you control and another unit you control at a
different location. If at least one of them has [Temporary], move each to the other's location. Draw 1."
The second choice depends on the first (355.9.b, ``TargetSpec.relative``); the swap needs both still legal,
their locations read as it resolves; the draw is unlinked."""

from ...effects import draw
from ...keywords import has_keyword
from ...movement import move
from .. import Behaviour, TargetSpec, card


def _elsewhere(g, cand, earlier, chooser, so_far) -> bool:
    first = earlier[0] if earlier else []
    return bool(first) and cand != first[0] and g.cards[cand].zone != g.cards[first[0]].zone


@card("Smoke and Mirrors")
class SmokeAndMirrors(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a unit you control"),
               TargetSpec(kind="unit", relation="friendly", relative=_elsewhere,
                          text="another unit you control at a different location"))

    def resolve(self, ctx):
        g = ctx.g
        a, b = ctx.chosen_one(0), ctx.chosen_one(1)
        if a and b and g.cards[a].zone != g.cards[b].zone and \
                (has_keyword(g.cards[a], "Temporary", g) or has_keyword(g.cards[b], "Temporary", g)):
            where_a, where_b = g.cards[a].zone, g.cards[b].zone
            move(g, [a], where_b if where_b in g.battlefields else "base", by=ctx.controller)
            move(g, [b], where_a if where_a in g.battlefields else "base", by=ctx.controller)
        draw(g, ctx.controller, 1)
