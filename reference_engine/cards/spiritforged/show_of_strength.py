"""Show of Strength (spell, Reaction): "Draw 1 for each of your [Mighty] units." (709: Mighty while it has
5 or more Might), counted as it resolves."""

from ...effects import draw
from ...might import effective_might
from .. import Behaviour, card


@card("Show of Strength")
class ShowOfStrength(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        n = sum(1 for u in g.board_units() if g.cards[u].controller == ctx.controller and effective_might(g, u) >= 5)
        if n:
            draw(g, ctx.controller, n)
