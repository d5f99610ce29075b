"""Monch (unit): "If an opponent controls a stunned unit, I cost [2] less and enter ready." Both read the
board as Monch is played (356.4) and as he enters (143.4.a)."""

from .. import Behaviour, card


def opponent_has_a_stunned_unit(g, player) -> bool:
    return any(g.cards[cid].stunned and g.cards[cid].controller != player for cid in g.board_units())


@card("Monch")
class Monch(Behaviour):
    def cost_discount(self, g, source, item):
        if source == item.source and opponent_has_a_stunned_unit(g, item.controller):
            return 2, 0, 0
        return None

    def enters_ready(self, g, card, player):
        return opponent_has_a_stunned_unit(g, player)
