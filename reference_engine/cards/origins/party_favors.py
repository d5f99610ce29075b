"""Party Favors (spell): "Each other player chooses Cards or Runes. For each player that chooses Cards, you
and that player each draw 1. For each player that chooses Runes, you and that player each channel 1 rune
exhausted."

As it resolves each other player, in turn order after its controller, makes the choice; then, for each
of them in that order, they and the controller each draw 1 (413) or each channel a rune exhausted
(430)."""

from ...decisions import ask
from ...effects import draw
from ...runes import channel
from .. import Behaviour, card


@card("Party Favors")
class PartyFavors(Behaviour):
    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        picks = []
        for p in g.turn_order_from(me)[1:]:
            picks.append((p, ask(g, p, "choose", ["cards", "runes"], "choose Cards or Runes (Party Favors)",
                                 lambda a: None if a in ("cards", "runes") else "answer cards or runes")))
        for p, pick in picks:
            for who in (me, p):
                if pick == "cards":
                    draw(g, who, 1)
                else:
                    channel(g, who, 1, exhausted=True)
