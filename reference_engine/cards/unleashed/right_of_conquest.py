"""Right of Conquest (spell): "Draw 1, then draw 1 for each battlefield you or allies control." Counted
after the first draw, as the spell resolves (in a game without teams, "allies" adds none)."""

from ...effects import draw
from .. import Behaviour, card


@card("Right of Conquest")
class RightOfConquest(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        draw(g, ctx.controller, 1)
        draw(g, ctx.controller, sum(1 for b in g.battlefields.values() if b.controller == ctx.controller))
