"""Baccai Sandspinner (unit): "[Empower] [5]. This ability costs [3] less if you control 4 or fewer runes.
[Empowered][>] I have [Deflect] and [Assault 2]." (827; 828.)"""

from .. import Behaviour, card
from ..cardsA_common import discounted_empower, runes_controlled, while_empowered


def _few_runes(g, source) -> int:
    return 3 if runes_controlled(g, g.cards[source].controller) <= 4 else 0


@card("Baccai Sandspinner")
class BaccaiSandspinner(Behaviour):
    abilities = (discounted_empower(5, _few_runes),)

    def keyword_grants(self, g, source, unit):
        return while_empowered(g, source, unit, ("Deflect", "Assault 2"))
