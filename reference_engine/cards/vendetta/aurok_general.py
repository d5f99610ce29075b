"""Aurok General (unit): "[Empower] [3][C]. [Empowered][>] Your units that are [Empowered] have +2 [M]
(including me)."

While the General is Empowered (828), a passive (364) gives +2 [M] to each unit its controller controls
that is Empowered too (441), itself included."""

from ...empowered import empower_ability, is_empowered
from .. import Behaviour, card


@card("Aurok General")
class AurokGeneral(Behaviour):
    abilities = (empower_ability(energy=3, power=1),)

    def might_bonus(self, g, source, unit):
        u = g.cards[unit]
        if not is_empowered(g, source) or u.type != "unit" or u.controller != g.cards[source].controller:
            return 0
        return 2 if is_empowered(g, unit) else 0
