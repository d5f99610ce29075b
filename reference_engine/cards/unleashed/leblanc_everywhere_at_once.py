"""LeBlanc, Everywhere at Once (unit, Backline): "Your [Temporary] effects at my battlefield don't trigger."

A passive of LeBlanc while she is at a battlefield (364): Temporary's "at the start of my controller's
Beginning Phase, kill me" (816.1) does not trigger for a permanent her controller controls at that battlefield
(``Behaviour.stops_trigger``); one that moves away triggers as usual, and LeBlanc at base stops nothing."""

from .. import Behaviour, card
from ..cardsD_common import at_battlefield


@card("LeBlanc, Everywhere at Once")
class LeBlancEverywhereAtOnce(Behaviour):
    def stops_trigger(self, g, source, trigger_source, trigger):
        me, c = g.cards[source], g.cards[trigger_source]
        return (trigger.keyword == "Temporary" and at_battlefield(g, source) and c.zone == me.zone
                and c.controller == me.controller)
