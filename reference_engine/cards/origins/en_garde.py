"""En Garde (spell, Reaction): "Give a friendly unit +1 [S] this turn, then an additional +1 [S] this turn
if it is the only unit you control there."

Both bonuses last the turn. "The only unit you control there" is checked as the spell resolves, after the
first bonus: the unit is alone at its location (740.2.a: no other friendly unit there)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("En Garde")
class EnGarde(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        g = ctx.g
        for u in ctx.chosen(0):
            give_might(g, u, 1, source=ctx.source)
            c = g.cards[u]
            here = g.battlefields[c.zone].units if c.zone in g.battlefields else g.players[c.controller].base
            if not any(o != u and g.cards[o].type == "unit" and g.cards[o].controller == ctx.controller
                       for o in here):
                give_might(g, u, 1, source=ctx.source)
