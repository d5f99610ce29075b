"""Brutalizer (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text: the unit has a further +2 Might if
Brutalizer was attached to it this turn (an ``attach`` event of this turn, by Equip or any other attach)."""

from .. import card
from ...attachment import attached_to
from ...equipment import Equipment, equip_ability
from ..battlefield_common import events_this_turn


@card("Brutalizer")
class Brutalizer(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)

    def might_bonus(self, g, source, unit):
        if attached_to(g, source) != unit:
            return 0
        fresh = any(e["type"] == "attach" and e.get("card") == source and e.get("unit") == unit
                    for e in events_this_turn(g))
        return self.bonus + (2 if fresh else 0)
