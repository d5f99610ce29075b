"""Heimerdinger, Inventor (unit): "I have all [T] abilities of all friendly legends, units, and gear."

A passive of Heimerdinger on the board (364, 477.2): he has, after his own, each activated ability with [T]
(exhausting its source, 135.2) of the legend, units and gear his controller controls, in card order. As his
abilities, "me" and "this" are Heimerdinger: he is exhausted to pay [T], and he is where they are used from
(a legend's ability works from the board on him). Only their own text is read -- abilities they were given by
other passives are not theirs to pass on (and another Heimerdinger's borrowed ones are not counted twice)."""

from dataclasses import replace

from .. import Behaviour, card
from ...behaviour import behaviour_of


@card("Heimerdinger, Inventor")
class HeimerdingerInventor(Behaviour):
    def abilities_of_others(self, g, source):
        me = g.cards[source]
        out = []
        for cid, c in g.cards.items():
            if cid == source or c.controller != me.controller or not c.official or c.facedown:
                continue
            if not ((c.type in ("unit", "gear") and g.is_board_zone(c.zone)) or (c.type == "legend" and c.zone == "legend")):
                continue
            out += [replace(ab, zones=("board",)) for ab in behaviour_of(g, cid).abilities if ab.exhaust]
        return tuple(out)
