"""Mask Mother (unit, 3 Might): "When you discard me, you may pay [1] to give a friendly unit +2 [S] this turn."

The ability triggers from the trash, where the discarded card is (its owner controls it, as they discarded
it); "you may pay [1]" is its base cost, paid as it is finalized (383.3.b), when the friendly unit is chosen."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsD_common import give_this_turn


def _discarded_me(g, source, event) -> bool:
    return event.get("card") == source


def _owner(g, source, event) -> str:
    return event.get("player") or g.cards[source].owner


def _pump(ctx) -> None:
    for unit in ctx.chosen(0):
        give_this_turn(ctx, unit, 2)


@card("Mask Mother")
class MaskMother(Behaviour):
    triggers = (Trigger(on="discard", condition=_discarded_me, effect=_pump, optional=True, energy=1, zones=("trash",),
                        controller=_owner,
                        targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
