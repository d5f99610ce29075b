"""Ornn, Forge God (unit, Deflect 2, Weaponmaster): +1 Might for each gear his controller controls on the
board (364), attached Equipment included (718.5: still gear on the board)."""

from .. import Behaviour, card


@card("Ornn, Forge God")
class OrnnForgeGod(Behaviour):
    def might_bonus(self, g, source, unit):
        if unit != source:
            return 0
        me = g.cards[source].controller
        return sum(1 for c in g.cards.values() if c.type == "gear" and c.controller == me
                   and g.is_board_zone(c.zone) and not c.facedown)
