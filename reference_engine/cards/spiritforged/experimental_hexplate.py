"""Experimental Hexplate (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text: "I am a Mech." -- the unit it
is attached to has the Mech tag while it is attached (477.1.c, layer 1; 718.3), kept by ``tag_grants``."""

from .. import card
from ...attachment import attached_to
from ...equipment import Equipment, equip_ability


@card("Experimental Hexplate")
class ExperimentalHexplate(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)

    def tag_grants(self, g, source, unit):
        return ("Mech",) if attached_to(g, source) == unit else ()
