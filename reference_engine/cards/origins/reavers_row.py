"""Reaver's Row (battlefield): when you defend it, you may move a friendly unit there to your base. The
defending player controls the ability (190.6.c-d); the unit is chosen as it goes on the chain (none
declines it, 383.3.a)."""

from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card
from ..battlefield_common import event_player


def _defended_here(g, source, event) -> bool:
    return event.get("battlefield") == source and event.get("unit") is None  # the player's defend (383.4)


def _retreat(ctx):
    units = ctx.chosen(0)
    if units:
        move(ctx.g, units, "base", by=ctx.controller)


@card("Reaver's Row")
class ReaversRow(Behaviour):
    triggers = (Trigger(on="defend", condition=_defended_here, effect=_retreat, optional=True, zones=("battlefield",),
                        controller=event_player,
                        targets=(TargetSpec(kind="unit", relation="friendly", here=True,
                                            text="a friendly unit here"),)),)
