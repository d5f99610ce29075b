"""Void Gate (battlefield), with its Origins errata: "Spells and abilities deal 1 Bonus Damage to units
here." Each instance of damage a spell or ability deals to a unit at this battlefield is increased by 1
(712-715.2); damage dealt to units elsewhere by the same spell is not, nor is combat damage, which units
deal, nor damage a spell has a unit deal (417.6.b.3)."""

from .. import Behaviour, card


@card("Void Gate")
class VoidGate(Behaviour):
    def replace(self, g, source, event):
        if event["type"] != "bonus-damage" or event.get("dealt_by") not in ("spell", "ability"):  # 417.6.b
            return None
        unit = g.cards.get(event.get("unit"))
        if unit is None or unit.zone != source:
            return None
        return lambda: 1
