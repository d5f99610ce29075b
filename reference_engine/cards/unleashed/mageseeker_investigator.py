"""Mageseeker Investigator (unit): "Opponents must pay [A] for each unit beyond the first to move multiple units
to my battlefield at the same time." A passive cost added to an opponent's standard move (144.3; ``Behaviour.
move_cost``): one Power of any domain for each unit after the first moved together to the battlefield where
it is. Moves made by spells and abilities are not discretionary actions and have no cost to add to."""

from .. import Behaviour, card


@card("Mageseeker Investigator")
class MageseekerInvestigator(Behaviour):
    def move_cost(self, g, source, player, units, dest):
        me = g.cards[source]
        if dest != me.zone or dest not in g.battlefields or player == me.controller:
            return 0
        return max(0, len(units) - 1)
