"""Zhonya's Hourglass (gear, Hidden): "The next time a friendly unit would die, kill this instead. Recall
that unit exhausted." A replacement effect (369.1) while this is on the board face up."""

from ..effects import kill, recall
from . import Behaviour, card


@card("Zhonya's Hourglass")
class ZhonyasHourglass(Behaviour):
    def replace(self, g, source, event):
        if event["type"] != "die":
            return None
        unit = event["unit"]
        c = g.cards[unit]
        if c.type != "unit" or c.controller != g.cards[source].controller:
            return None

        def instead():
            kill(g, source, source=source)
            recall(g, unit, exhausted=True)

        return instead
