"""Disciple of Shen (unit, Hidden): "I have [Shield 3] while I'm at a battlefield with exactly one other unit
you control."

A conditional passive (364.3.a) of its own: at a battlefield where its controller controls exactly one
other unit, it has Shield 3 (+3 [M] while a defender, 814)."""

from ...history import units_at
from .. import Behaviour, card


@card("Disciple of Shen")
class DiscipleOfShen(Behaviour):
    def keyword_grants(self, g, source, unit):
        me = g.cards[source]
        if unit != source or me.zone not in g.battlefields:
            return ()
        others = [u for u in units_at(g, me.zone, me.controller) if u != source]
        return ("Shield 3",) if len(others) == 1 else ()
