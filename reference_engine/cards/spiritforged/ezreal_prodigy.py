"""Ezreal, Prodigy (unit): "When you play me, discard 1, then draw 2. Optional additional costs you pay
cost [1] or [A] less."

The discount applies only to optional additional costs (those saying "may" and "as an additional cost",
Accelerate and Repeat included, 356.2.b.1, 805.1.a, 820.1.d), each as it is added, before discounts of
the total cost (356.4.c-d); not to mandatory additional costs such as Deflect, nor to payments an effect
asks for as it resolves."""

from ...decisions import choose_from
from ...effects import discard, draw
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _loot(ctx):
    g, player = ctx.g, ctx.controller
    hand = list(g.players[player].hand)
    for cid in choose_from(g, player, hand, "discard 1") if hand else []:
        discard(g, player, cid)
    draw(g, player, 2)


@card("Ezreal, Prodigy")
class EzrealProdigy(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_loot),)

    def optional_cost_discount(self, g, source, item):
        return 1 if item.kind == "card" and item.controller == g.cards[source].controller else 0
