"""Cataclysmic Duel (spell): "Each player chooses a unit they control. Kill the rest."

As it resolves each player, in turn order from its controller, chooses one unit they control (a choice,
not a target, 355.10); then every other unit on the board is killed at the same time (370.1.a.2)."""

from ...decisions import choose_from
from ...effects import kill_all
from .. import Behaviour, card


@card("Cataclysmic Duel")
class CataclysmicDuel(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        kept: list[str] = []
        for p in g.turn_order_from(ctx.controller):
            theirs = [u for u in g.board_units() if g.cards[u].controller == p and not g.cards[u].facedown]
            if theirs:
                kept += choose_from(g, p, theirs, "choose the unit you keep")
        rest = [u for u in g.board_units() if u not in kept and not g.cards[u].facedown]
        kill_all(g, rest, by=ctx.controller, source=ctx.source)
