"""Master Yi, Tempered (unit, Hunt 2): "[Level 6] I have [Deflect] and [Ganking]." (824.1.b.1, 809, 810)."""

from .. import Behaviour, card
from ..unleashed_common import LevelMight


@card("Master Yi, Tempered")
class MasterYiTempered(LevelMight, Behaviour):
    level_keywords = (6, ("Deflect", "Ganking"))
