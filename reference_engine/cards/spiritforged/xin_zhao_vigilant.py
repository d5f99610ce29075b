"""Xin Zhao, Vigilant (unit, Tank): it enters ready if its controller has two or more other units in their
base (143.4.a)."""

from .. import Behaviour, card


@card("Xin Zhao, Vigilant")
class XinZhaoVigilant(Behaviour):
    def enters_ready(self, g, card, player):
        others = [u for u in g.players[player].base if u != card and g.cards[u].type == "unit"]
        return len(others) >= 2
