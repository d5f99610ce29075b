"""Ruin Runner (unit): "I can't be chosen by enemy spells and abilities." A passive checked whenever an
opponent's spell or ability would choose it, and again on resolution (``Behaviour.untargetable``, 757-758)."""

from .. import Behaviour, card


@card("Ruin Runner")
class RuinRunner(Behaviour):
    def untargetable(self, g, source, unit, chooser):
        return unit == source and chooser != g.cards[source].controller
