"""Zed, From the Shadows (champion unit, 4 Might): "You may discard 1 as an additional cost to play me. When you
play me, if you paid the additional cost, play a 0 [S] Shadow Clone unit token."

The discard is an optional additional cost (356.2.b); whether it was paid is part of the trigger condition
(356.4.f.1). The Shadow Clone is rule 187.11's token, played where its player may play a unit (355.2.a)."""

from ...payment import paid_additional_cost
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card
from ..cardsD_common import play_unit_tokens
from ...trigger_conditions import played_me


def _paid(g, source, event) -> bool:
    return played_me(g, source, event) and paid_additional_cost(g, source)


def _clone(ctx) -> None:
    play_unit_tokens(ctx, "Shadow Clone")


@card("Zed, From the Shadows")
class ZedFromTheShadows(Behaviour):
    costs = (CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card"), optional=True),)
    triggers = (Trigger(on="play", condition=_paid, effect=_clone),)
