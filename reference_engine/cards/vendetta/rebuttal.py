"""Rebuttal (spell, Reaction): "Choose a spell with Energy cost no more than [4]. You may pay [A]. If you do,
gain control of it and you may make new choices for it. Otherwise, counter it."

The spell is chosen as Rebuttal is finalized (355.5); the payment is a cost within its instructions, made
or declined as it resolves (204.3.b, 444.2). New choices must be legal as they are made (753.1): taking
control changes nothing about where the spell was played from, so a card played from hidden still chooses
at its battlefield (811.1.d.2)."""

from ...decisions import ask
from ...effects import counter
from .. import Behaviour, TargetSpec, card
from ..common import take_control_of_spell


def _cheap_other_spell(g, chooser, ref, source) -> bool:
    it = g.item(ref)
    return it.source != source and g.cards[it.source].energy <= 4


def _can_pay_any_power(g, player) -> bool:
    p = g.players[player]
    return sum(p.power.values()) > 0


@card("Rebuttal")
class Rebuttal(Behaviour):
    targets = (TargetSpec(kind="spell", restriction=_cheap_other_spell,
                          text="a spell with Energy cost no more than 4"),)

    def resolve(self, ctx):
        g = ctx.g
        for ref in ctx.chosen(0):
            paid = False
            if _can_pay_any_power(g, ctx.controller):
                answer = ask(g, ctx.controller, "choose", ["yes", "no"], "pay [A] to gain control of the spell?",
                             lambda a: None if a in ("yes", "no") else "answer yes or no")
                if answer == "yes":
                    from ...payment import _pay_power

                    _pay_power(g, ctx.controller, 1, (), True)  # 444: Power of any domain
                    paid = True
            if paid:
                take_control_of_spell(ctx, ref)
            else:
                counter(g, ref)
