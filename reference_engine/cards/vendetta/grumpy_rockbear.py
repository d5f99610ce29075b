"""Grumpy Rockbear (unit): "[Empower] [12]. This ability costs [1] less for each rune you control.
[Empowered][>] I have [Deflect] and [Shield 3]." (827; 828.)"""

from .. import Behaviour, card
from ..cardsA_common import discounted_empower, per_rune, while_empowered


@card("Grumpy Rockbear")
class GrumpyRockbear(Behaviour):
    abilities = (discounted_empower(12, per_rune),)

    def keyword_grants(self, g, source, unit):
        return while_empowered(g, source, unit, ("Deflect", "Shield 3"))
