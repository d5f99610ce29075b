"""Frostcoat Mother (unit): "[Empower] [12]. This ability costs [1] less for each rune you control.
[Empowered][>] I have +3 [S]." (827; 828.)"""

from .. import Behaviour, card
from ..cardsA_common import discounted_empower, per_rune, while_empowered


@card("Frostcoat Mother")
class FrostcoatMother(Behaviour):
    abilities = (discounted_empower(12, per_rune),)

    def might_bonus(self, g, source, unit):
        return while_empowered(g, source, unit, 3)
