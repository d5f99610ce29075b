"""Galio, Indefatigable (unit, Deflect, Tank): "I don't deal combat damage." He adds nothing to his side's
combat damage total (465.2.a-b), like a stunned unit (423.1.b), though he is still in combat and still
takes damage first (Tank, 815)."""

from .. import Behaviour, card


@card("Galio, Indefatigable")
class GalioIndefatigable(Behaviour):
    def withholds_combat_damage(self, g, source, unit):
        return unit == source
