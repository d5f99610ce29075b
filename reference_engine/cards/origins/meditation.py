"""Meditation (spell, Reaction): "As an additional cost to play this, you may exhaust a friendly unit. If
you do, draw 2. Otherwise, draw 1." The optional cost (356.2.b) is chosen with ``additional_cost: true``
on the play; the unit to exhaust is chosen while paying (a ``choose`` question unless only one unit can
be exhausted), and a unit already exhausted cannot pay it."""

from ...effects import draw
from ...payment import paid_additional_cost
from .. import Behaviour, CostSpec, TargetSpec, card


def _ready(g, chooser, cand, source) -> bool:
    return not g.cards[cand].exhausted


@card("Meditation")
class Meditation(Behaviour):
    costs = (CostSpec(action="exhaust", optional=True,
                      choice=TargetSpec(kind="unit", relation="friendly", restriction=_ready,
                                        text="a ready friendly unit")),)

    def resolve(self, ctx):
        draw(ctx.g, ctx.controller, 2 if paid_additional_cost(ctx.g, ctx.source) else 1)
