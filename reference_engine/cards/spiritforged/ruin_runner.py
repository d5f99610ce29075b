"""Ruin Runner (unit): "I can't be chosen by enemy spells and abilities." A passive checked whenever an
opponent's spell or ability would choose it, and again on resolution (``Behaviour.cannot_be_chosen``)."""

from .. import Behaviour, card


@card("Ruin Runner")
class RuinRunner(Behaviour):
    def cannot_be_chosen(self, g, card, chooser):
        return chooser != g.cards[card].controller
