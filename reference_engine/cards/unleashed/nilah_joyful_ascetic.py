"""Nilah, Joyful Ascetic (unit, Accelerate, Ganking): "When I move, gain 1 XP." (730.1)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import gain, i_moved


@card("Nilah, Joyful Ascetic")
class NilahJoyfulAscetic(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=gain(1)),)
