"""Direwing (unit, Dragon): it enters ready if its controller controls another Dragon (143.4.a)."""

from .. import Behaviour, card
from ..spiritforged_common import controls_other


@card("Direwing")
class Direwing(Behaviour):
    def enters_ready(self, g, card, player):
        return controls_other(g, card, player, "Dragon")
