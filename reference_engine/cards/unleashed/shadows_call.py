"""Shadow's Call (spell): "Choose a friendly unit without [Temporary]. Give it [Temporary]. Draw 2." The
keyword is given for as long as the unit stays on the board (no "this turn"); the draw is unlinked."""

from ...effects import draw, give_keyword
from ...keywords import has_keyword
from .. import Behaviour, TargetSpec, card


def _without_temporary(g, chooser, cand, source) -> bool:
    return not has_keyword(g.cards[cand], "Temporary", g)


@card("Shadow's Call")
class ShadowsCall(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", restriction=_without_temporary,
                          text="a friendly unit without Temporary"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_keyword(ctx.g, unit, "Temporary", source=ctx.source, duration="permanent")
        draw(ctx.g, ctx.controller, 2)
