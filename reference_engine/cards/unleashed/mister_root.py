"""Mister Root (unit, Accelerate): "When I move to a battlefield, gain 2 XP." (730.1)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import gain, i_moved_to_battlefield


@card("Mister Root")
class MisterRoot(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved_to_battlefield, effect=gain(2)),)
