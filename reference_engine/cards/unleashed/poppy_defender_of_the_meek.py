"""Poppy, Defender of the Meek (unit, Ambush, Tank): "You may spend 3 XP as an additional cost to play me. If
you do, I cost [3] less." An optional XP cost (356.2.b, 730.2) and a discount applied when it is chosen
(356.4)."""

from .. import Behaviour, card


@card("Poppy, Defender of the Meek")
class PoppyDefenderOfTheMeek(Behaviour):
    optional_xp = 3

    def cost_discount(self, g, source, item):
        return (3, 0, 0) if source == item.source and item.data.get("additional_cost") else None
