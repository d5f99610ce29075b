"""Wuju Apprentice (unit, Hunt): "[Level 6] When you play me, draw 1." The triggered ability exists only
while the Level ability is active (824.1.c), so it triggers if its controller has 6+ XP as it is played."""

from .. import Behaviour, card
from ..unleashed_common import draw_n, level, when_you_play_me


@card("Wuju Apprentice")
class WujuApprentice(Behaviour):
    triggers = (when_you_play_me(draw_n(1), condition=level(6)),)
