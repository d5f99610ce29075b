"""Gustwalker (unit, Hunt 2): "[Level 3] I have +1 Might and [Ganking]." (824.1.b.1, 810)."""

from .. import Behaviour, card
from ..unleashed_common import LevelMight


@card("Gustwalker")
class Gustwalker(LevelMight, Behaviour):
    level_might = (3, 1)
    level_keywords = (3, ("Ganking",))
