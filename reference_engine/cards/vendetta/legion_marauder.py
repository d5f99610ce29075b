"""Legion Marauder (unit, 2 Might): "[Empower] -- [1] or [C]. [Empowered][>] I have +1 [S]."

The Empower ability (827.1.c) offers a choice of two costs; it is modelled as two Empower abilities, the
first paying [1], the second [C] (Power of the card's domain), each usable only while Legion Marauder is not
Empowered (827.1.c.1). While Empowered its passive gives it +1 Might (828, 364)."""

from ...empowered import empower_ability
from .. import card
from ..cardsD_common import SelfStatic, empowered_bonus


@card("Legion Marauder")
class LegionMarauder(SelfStatic):
    abilities = (empower_ability(energy=1), empower_ability(power=1))
    self_might = (empowered_bonus(1),)
