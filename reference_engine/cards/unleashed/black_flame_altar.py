"""Black Flame Altar (battlefield): units at it that have [Temporary] have [Shield] (a passive keyword grant,
364). Whether a unit has Temporary is read from its own keywords and the effects on it (not from other
passive grants, which would make the grants depend on each other)."""

from ...keywords import keyword_values
from .. import Behaviour, card


@card("Black Flame Altar")
class BlackFlameAltar(Behaviour):
    def keyword_grants(self, g, source, unit):
        c = g.cards[unit]
        return ("Shield",) if c.zone == source and "Temporary" in keyword_values(c) else ()
