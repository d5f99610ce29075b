"""Master Yi, Unstoppable (unit): "[Level 3] I cost [2][C] less. [Level 6] I cost [4][C][C] less instead.
[Level 11] I cost [6][C][C][C] less instead. [Level 16] I can't be chosen by enemy spells and abilities."

The Level abilities read the XP of the player playing him as his cost is determined (824.1.b.1, 356.4); only
the highest active discount applies ("instead"). [C] is Power of his domain, and all of his Power cost is
of that domain. Level 16 is an untargetable passive (757, 355.9.b)."""

from ...xp import has_level
from .. import Behaviour, card
from ..unleashed_common import level_discount

#: (Level, Energy off, Power off), highest first
_DISCOUNTS = ((11, 6, 3), (6, 4, 2), (3, 2, 1))


@card("Master Yi, Unstoppable")
class MasterYiUnstoppable(Behaviour):
    def cost_discount(self, g, source, item):
        return level_discount(g, source, item, _DISCOUNTS)

    def untargetable(self, g, source, unit, chooser):
        return unit == source and chooser != g.cards[source].controller and has_level(g, source, 16)
