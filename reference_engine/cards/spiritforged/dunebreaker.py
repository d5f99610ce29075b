"""Dunebreaker (unit): it enters ready if its controller has two or fewer cards in hand as it enters
(143.4.a); when it holds, its controller draws 2."""

from .. import Behaviour, card
from ..spiritforged_common import text_trigger


@card("Dunebreaker")
class Dunebreaker(Behaviour):
    triggers = (text_trigger("on_hold", {"draw": 2}),)

    def enters_ready(self, g, card, player):
        return len(g.players[player].hand) <= 2
