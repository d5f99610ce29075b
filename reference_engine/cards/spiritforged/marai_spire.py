"""Marai Spire (battlefield): while you control it, each [Repeat] cost (820) you pay costs [1] less."""

from .. import Behaviour, card


@card("Marai Spire")
class MaraiSpire(Behaviour):
    def repeat_cost_discount(self, g, source, item):
        return 1 if g.battlefields[source].controller == item.controller else 0
