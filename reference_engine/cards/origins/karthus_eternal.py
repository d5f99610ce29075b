"""Karthus, Eternal (unit): "Your [Deathknell] effects trigger an additional time."

A passive ability (364) read as a Deathknell triggers (808.1.d.2): each trigger is its own chain item.
Deathknell is noted before its unit leaves the board, so Karthus dying in the same event still counts
(323.4, 370.1.a.2). "Your": the Deathknell's controller, the player who controlled the unit as it died."""

from ...keywords import has_keyword
from .. import Behaviour, card


@card("Karthus, Eternal")
class KarthusEternal(Behaviour):
    def extra_triggers(self, g, source, trigger_source, event):
        if event["type"] != "die" or event.get("unit") != trigger_source:
            return 0
        dying = g.cards[trigger_source]
        if not has_keyword(dying, "Deathknell", g):
            return 0
        # Off the board (he died in the same event) his controller is his owner again (zones.put).
        return 1 if event.get("controller") == g.cards[source].controller else 0
