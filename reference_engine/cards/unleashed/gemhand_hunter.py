"""Gemhand Hunter (unit, Hunt): "[Level 6] I have +1 Might." A passive active while its controller has 6+
XP (824.1.b.1, 364)."""

from .. import Behaviour, card
from ..unleashed_common import LevelMight


@card("Gemhand Hunter")
class GemhandHunter(LevelMight, Behaviour):
    level_might = (6, 1)
