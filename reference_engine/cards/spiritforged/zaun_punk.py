"""Zaun Punk (unit): "You may kill a friendly gear as an additional cost to play me. When you play me, if
you paid the additional cost, kill a gear." (356.2.b: paid when the play says ``additional_cost: true``;
the "if" is part of the trigger condition, 383.2.a.1)."""

from ...effects import kill
from ...payment import paid_additional_cost
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card


def _played_paid(g, source, event) -> bool:
    return event.get("card") == source and paid_additional_cost(g, source)


def _kill_it(ctx) -> None:
    for gear in ctx.chosen(0):
        kill(ctx.g, gear, by=ctx.controller, source=ctx.source)


@card("Zaun Punk")
class ZaunPunk(Behaviour):
    costs = (CostSpec(action="kill", optional=True,
                      choice=TargetSpec(kind="gear", relation="friendly", text="a friendly gear")),)
    triggers = (Trigger(on="play", condition=_played_paid, effect=_kill_it,
                        targets=(TargetSpec(kind="gear", text="a gear"),)),)
