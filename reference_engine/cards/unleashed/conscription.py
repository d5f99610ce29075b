"""Conscription (spell): "You may spend 5 XP as an additional cost to play this. Choose an enemy unit at a
battlefield with 3 Might or less. If you paid the additional cost, choose any enemy unit at a battlefield
instead. Take control of it, exhaust it, and recall it."

Whether the XP is paid is decided as it is played (356.2.b), before its target (the play's
``additional_cost``), so the Might limit applies only without it (355.9.b), as it is chosen and as it
resolves. Taking control (191) then recalling (455-456): to its new controller's base, exhausted."""

from ...control import gain_control
from ...effects import exhaust, recall
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


def _might_limit_unless_paid(g, chooser, cand, source) -> bool:
    paying = any(it.source == source and it.data.get("additional_cost") for it in g.chain)
    return paying or effective_might(g, cand) <= 3


@card("Conscription")
class Conscription(Behaviour):
    optional_xp = 5
    targets = (TargetSpec(kind="unit", where="battlefield", relation="enemy", restriction=_might_limit_unless_paid,
                          text="an enemy unit at a battlefield with 3 Might or less (any, if you paid the XP)"),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            gain_control(g, unit, ctx.controller, source=ctx.source)
            exhaust(g, unit)
            recall(g, unit, exhausted=True)
