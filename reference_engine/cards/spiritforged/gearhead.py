"""Gearhead (unit, Accelerate): "Each Equipment attached to me gives double its base Might bonus." (718.4:
``Behaviour.equipment_bonus`` of the unit, asked for each attached Equipment.)"""

from .. import Behaviour, card


@card("Gearhead")
class Gearhead(Behaviour):
    def equipment_bonus(self, g, unit, gear, bonus):
        return 2 * bonus
