"""Dominus (spell, Action): "This turn, double a unit's Might and give it "[A][A]: Ready me.""

Doubling (432.1.a) gives the unit +X Might this turn, X its current Might as the spell resolves (never a
negative increase, 477.3.c). The quoted ability is text the spell gives the unit for the turn
(``memory["granted_text"]``; ``Behaviour.effect_abilities``): an activated ability of that unit costing two
Power of any domain that readies it; it is gone when the turn ends or the unit becomes a new object (124)."""

from ...effects import give_might, ready
from ...might import might
from .. import Ability, Behaviour, TargetSpec, card


def _ready_me(ctx) -> None:
    ready(ctx.g, ctx.source, by=ctx.controller)


@card("Dominus")
class Dominus(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    effect_abilities = (Ability(effect=_ready_me, any_power=2),)

    def resolve(self, ctx):
        g = ctx.g
        for u in ctx.chosen(0):
            now = might(g, u) or 0
            if now > 0:
                give_might(g, u, now, source=ctx.source)
            g.cards[u].memory.setdefault("granted_text", []).append({"source": ctx.source, "turn": g.turn_number})
