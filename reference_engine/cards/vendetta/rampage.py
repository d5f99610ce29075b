"""Rampage (spell): "As you play this, you may pay [C] as an additional cost. Choose a friendly unit and an
enemy unit. If you paid the additional cost, give the friendly unit +2 [S] this turn. They deal damage
equal to their Mights to each other."

[C] is an optional additional cost of one Power of the card's domain (356.2.b). The +2 comes before the
damage, so the friendly unit deals its raised Might (359.3.d). If either unit is no longer a legal target,
they deal each other nothing (359.3.e.5); the +2 still applies to a friendly unit that is."""

from ...payment import paid_additional_cost
from .. import Behaviour, TargetSpec, card
from ..cardsD_common import each_other, give_this_turn


@card("Rampage")
class Rampage(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", relation="enemy", text="an enemy unit"))
    optional_cost = (0, 1)

    def resolve(self, ctx):
        friendly, enemy = ctx.chosen(0), ctx.chosen(1)
        if friendly and paid_additional_cost(ctx.g, ctx.source):
            give_this_turn(ctx, friendly[0], 2)
        if friendly and enemy:
            each_other(ctx, friendly[0], enemy[0])
