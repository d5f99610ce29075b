"""Overt Operation (spell, Action): "For each friendly unit, you may spend its buff to ready it. Then buff
all friendly units."

As it resolves its controller chooses which of their buffed units spend their buff (702.2.b), a cost
within the instruction for each (355.10.c.1); each one spent readies that unit. Then every unit they
control without a buff gets one (426), those that just spent theirs too."""

from ...decisions import choose_from
from ...effects import buff, ready, spend_buff
from .. import Behaviour, card


def _mine(g, player) -> list[str]:
    return [u for u in g.board_units() if g.cards[u].controller == player]


@card("Overt Operation")
class OvertOperation(Behaviour):
    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        buffed = [u for u in _mine(g, me) if g.cards[u].buffed]
        if buffed:
            spend = choose_from(g, me, buffed, "spend the buffs of any of your units to ready them",
                                minimum=0, maximum=len(buffed))
            for unit in spend:
                if spend_buff(g, unit, me):
                    ready(g, unit, by=me)
        for unit in _mine(g, me):
            buff(g, unit)
