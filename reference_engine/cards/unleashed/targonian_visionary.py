"""Targonian Visionary (unit): "[Level 11] I have +4 Might." (824.1.b.1, 364)."""

from .. import Behaviour, card
from ..unleashed_common import LevelMight


@card("Targonian Visionary")
class TargonianVisionary(LevelMight, Behaviour):
    level_might = (11, 4)
