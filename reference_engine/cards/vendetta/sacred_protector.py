"""Sacred Protector (unit, 6 Might): "I don't deal combat damage unless I'm at a battlefield with exactly one
other unit you control."

A conditional passive (364) read as combat damage is totalled (465.2.a-b): with no other friendly unit, or
two or more, at its battlefield it adds nothing to its side's total."""

from .. import Behaviour, card
from ..cardsD_common import with_exactly_one_other_friendly


@card("Sacred Protector")
class SacredProtector(Behaviour):
    def withholds_combat_damage(self, g, source, unit):
        return unit == source and not with_exactly_one_other_friendly(g, source)
