"""Chem-Baroness (Renata Glasc legend): "When you or an ally hold, you may exhaust me to play a Gold gear
token exhausted. While your score is within 3 points of the Victory Score, your Gold [Add] an additional
[1]." Exhausting the legend is the first ability's base cost (383.3.b); teams are not modelled, so only
its controller's holds count. The passive adds one Energy when an [Add] ability of a Gold its controller
controls resolves (429, ``extra_added``) while their score is at least the Victory Score minus 3."""

from .. import Behaviour, card
from ..legend_common import play_gold_exhausted, when_you


@card("Chem-Baroness")
class ChemBaroness(Behaviour):
    triggers = (when_you("hold", play_gold_exhausted, optional=True, exhaust=True),)

    def extra_added(self, g, source, adder):
        me, gold = g.cards[source].controller, g.cards[adder]
        if gold.name != "Gold" or gold.controller != me:
            return 0
        return 1 if g.players[me].score >= g.victory_score - 3 else 0
