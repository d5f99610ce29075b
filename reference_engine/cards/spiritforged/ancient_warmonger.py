"""Ancient Warmonger (unit, Accelerate): it has [Assault] once for each enemy unit at its location (807:
+1 Might per instance while attacking; instances add up, 807.2)."""

from .. import Behaviour, card
from ..spiritforged_common import enemy_units_here


@card("Ancient Warmonger")
class AncientWarmonger(Behaviour):
    def keyword_grants(self, g, source, unit):
        if unit != source:
            return ()
        n = len(enemy_units_here(g, source, g.cards[source].controller))
        return (f"Assault {n}",) if n else ()
