"""Bullet Time (spell, Action): "Pay any amount of [C] to deal that much damage to all enemy units at a
battlefield."

The battlefield is chosen as the spell is played (355.5). The payment is a cost within its instructions
(204.3.b), paid as it resolves: its controller chooses an amount up to the Power of its domains their pool
can pay for a spell, pays it, and the spell deals that much to each unit an opponent controls there
(nothing for 0)."""

from ...decisions import ask
from ...effects import deal
from ...payment import pay_power, power_available
from .. import Behaviour, TargetSpec, card


@card("Bullet Time")
class BulletTime(Behaviour):
    targets = (TargetSpec(kind="battlefield", text="a battlefield"),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        domains = g.cards[ctx.source].domains
        most = power_available(g, me, domains, for_spell=True)
        options = list(range(most + 1))
        amount = ask(g, me, "choose", options, f"pay any amount of Power ({'/'.join(domains)}), up to {most}",
                     lambda a: None if a in options else f"choose a whole number from 0 to {most}") if most else 0
        if not amount:
            return
        pay_power(g, me, amount, domains, for_spell=True)
        for bf in ctx.chosen(0):
            for u in list(g.battlefields[bf].units):
                if g.cards[u].type == "unit" and g.cards[u].controller != me:
                    deal(g, u, amount, by=me, source=ctx.source)
