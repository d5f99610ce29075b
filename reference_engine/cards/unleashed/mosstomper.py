"""Mosstomper (unit, Hunt 2): "[Level 3] I have +1 Might and [Deflect]." (824.1.b.1; a granted keyword,
364)."""

from .. import Behaviour, card
from ..unleashed_common import LevelMight


@card("Mosstomper")
class Mosstomper(LevelMight, Behaviour):
    level_might = (3, 1)
    level_keywords = (3, ("Deflect",))
