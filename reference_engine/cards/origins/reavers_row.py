"""Reaver's Row (battlefield): when you defend it, you may move a friendly unit there to your base. The
defending player controls the ability (190.6.c-d); the unit is chosen as it goes on the chain (none
declines it, 383.3.a)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..battlefield_common import defended_here, event_player, move_chosen_to_base


@card("Reaver's Row")
class ReaversRow(Behaviour):
    triggers = (Trigger(on="defend", condition=defended_here, effect=move_chosen_to_base, optional=True,
                        zones=("battlefield",),
                        controller=event_player,
                        targets=(TargetSpec(kind="unit", relation="friendly", here=True,
                                            text="a friendly unit here"),)),)
