"""Demacian Diplomat (unit): "When you play me, gain 1 XP." (730.1)."""

from .. import Behaviour, card
from ..unleashed_common import gain, when_you_play_me


@card("Demacian Diplomat")
class DemacianDiplomat(Behaviour):
    triggers = (when_you_play_me(gain(1)),)
