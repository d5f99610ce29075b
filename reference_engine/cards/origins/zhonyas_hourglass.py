"""Zhonya's Hourglass (gear, Hidden), with its Origins errata (the wording the Core Rules quote, 357.2.a,
369.1): "If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it."
A replacement effect (367-370) while this is on the board face up; killing itself ends it."""

from ...effects import exhaust, heal, kill, recall
from .. import Behaviour, card


@card("Zhonya's Hourglass")
class ZhonyasHourglass(Behaviour):
    def replace(self, g, source, event):
        if event["type"] != "die":
            return None
        unit = event["unit"]
        c = g.cards[unit]
        if unit == source or c.type != "unit" or c.controller != g.cards[source].controller:
            return None

        def instead():
            kill(g, source, source=source)
            heal(g, unit)
            exhaust(g, unit)
            recall(g, unit)

        return instead
