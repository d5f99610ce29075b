"""Draven, Showboat (unit): "My Might is increased by your points." A passive (364) read afresh each time:
his controller's score now."""

from .. import Behaviour, card


@card("Draven, Showboat")
class DravenShowboat(Behaviour):
    def might_bonus(self, g, source, unit):
        if unit != source:
            return 0
        return g.players[g.cards[source].controller].score
