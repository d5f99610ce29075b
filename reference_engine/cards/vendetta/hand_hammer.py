"""Hand Hammer (gear, Equipment, +1 Might): "[Equip] [C]"; its Effect Text gives the unit it is attached to
(718.3): "I have +2 [S] while I'm at a battlefield with exactly one other unit you control."

"I" in the Effect Text is the unit (434.1.c), so the condition is about that unit's location and its
controller's other units; the +2 is a passive read each time Might is computed (364), on top of the printed
+1 bonus (718.4)."""

from ...attachment import attached_to
from ...equipment import Equipment, equip_ability
from .. import card
from ..cardsD_common import with_exactly_one_other_friendly


@card("Hand Hammer")
class HandHammer(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)

    def might_bonus(self, g, source, unit):
        base = super().might_bonus(g, source, unit)
        if attached_to(g, source) == unit and with_exactly_one_other_friendly(g, unit):
            return base + 2
        return base
