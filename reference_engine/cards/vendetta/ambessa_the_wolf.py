"""Ambessa, The Wolf (unit): "[Empower] [3][C]. [Empowered][>] I have +3 [M] and can't be dealt damage
unless I'm in combat."

Both are passives of the Empowered state (828). "Can't be dealt damage" (465.2.c.10) holds while she is
not in combat (740.2.c: at the battlefield of a combat in progress, with a designation); in combat she is
dealt damage normally."""

from ...empowered import empower_ability, is_empowered
from .. import Behaviour, card
from ..cardsC_common import EmpoweredMight, in_combat


@card("Ambessa, The Wolf")
class AmbessaTheWolf(EmpoweredMight, Behaviour):
    empowered_might = 3
    abilities = (empower_ability(energy=3, power=1),)

    def prevents_damage(self, g, source, unit):
        return unit == source and is_empowered(g, source) and not in_combat(g, source)
