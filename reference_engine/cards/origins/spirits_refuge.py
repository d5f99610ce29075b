"""Spirit's Refuge (gear): "When you play this, buff a friendly unit. Friendly buffed units have [Deflect]
if they didn't already."

The play trigger chooses the unit as it is finalized (383.3). The passive (364) gives Deflect to each
buffed unit its controller controls that has no Deflect of its own (printed or given by an effect), so it
never adds to a Deflect value (809)."""

from ...keywords import keyword_values
from .. import Behaviour, TargetSpec, card
from ..cardsC_common import buff_chosen
from ..unleashed_common import when_you_play_me


@card("Spirit's Refuge")
class SpiritsRefuge(Behaviour):
    triggers = (when_you_play_me(buff_chosen, targets=(TargetSpec(kind="unit", relation="friendly",
                                                                  text="a friendly unit"),)),)

    def keyword_grants(self, g, source, unit):
        c = g.cards[unit]
        if c.type != "unit" or not c.buffed or c.controller != g.cards[source].controller:
            return ()
        return () if "Deflect" in keyword_values(c) else ("Deflect",)
