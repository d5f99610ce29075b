"""Amateur Recital (battlefield): when you hold it, you may move a unit at a battlefield (any player's, any
battlefield) to its base. The unit is chosen as the ability goes on the chain (355); choosing none
declines the "you may" (383.3.a)."""

from .. import Behaviour, TargetSpec, card
from ..battlefield_common import hold_trigger, move_chosen_to_base


@card("Amateur Recital")
class AmateurRecital(Behaviour):
    triggers = (hold_trigger(move_chosen_to_base, optional=True,
                             targets=(TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),)
