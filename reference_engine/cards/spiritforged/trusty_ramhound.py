"""Trusty Ramhound (unit): +1 Might while its controller has another unit at its location (364)."""

from .. import Behaviour, card


@card("Trusty Ramhound")
class TrustyRamhound(Behaviour):
    def might_bonus(self, g, source, unit):
        if unit != source:
            return 0
        me = g.cards[source]
        return 1 if any(cid != source and g.cards[cid].zone == me.zone and g.cards[cid].controller == me.controller
                        and g.cards[cid].type == "unit" for cid in g.board_units()) else 0
