"""Rabadon's Deathcrown (gear, Signature Equipment of Ornn, Unique, +3 Might, [Equip] [C]). Its Effect Text,
while attached: the spells and abilities of the unit's controller deal 3 Bonus Damage (712-715). Bonus
Damage applies to each deal action of a spell or ability (417.6.b), never to combat damage, and only when
some damage is dealt (715.4)."""

from .. import card
from ...attachment import attached_to
from ...equipment import Equipment, equip_ability


@card("Rabadon's Deathcrown")
class RabadonsDeathcrown(Equipment):
    bonus = 3
    abilities = (equip_ability(power=1),)

    def replace(self, g, source, event):
        if event["type"] != "bonus-damage" or event.get("dealt_by") not in ("spell", "ability"):
            return None
        unit = attached_to(g, source)
        if unit is None or event.get("player") != g.cards[unit].controller:
            return None
        return lambda: 3
