"""Mageseeker Warden (unit): "While I'm at a battlefield, opponents can only play units to their base. While
I'm at a battlefield, spells and abilities can't ready enemy units and gear."

Two passives (364) of the unit while it is at a battlefield: an opponent's unit (a token too) may not be played
to any battlefield (``movement.battlefield_problem``: an instructed play there goes to base instead, and a
hidden unit, which must be played to its battlefield, cannot be played, 811.1.d.1); and a ready instruction of
a resolving spell or ability does nothing to a unit or gear an opponent of the Warden's controller controls
(the Awaken Phase readies by the rules, not by a spell or ability, 315.1)."""

from .. import Behaviour, card
from ..cardsD_common import at_battlefield


@card("Mageseeker Warden")
class MageseekerWarden(Behaviour):
    def forbids_playing_units_to(self, g, source, player, battlefield):
        if player != g.cards[source].controller and at_battlefield(g, source):
            return f"{source} lets opponents play units only to their base"
        return None

    def forbids_readying(self, g, source, unit):
        c = g.cards[unit]
        return (g.resolving is not None and at_battlefield(g, source) and c.type in ("unit", "gear")
                and c.controller != g.cards[source].controller)
