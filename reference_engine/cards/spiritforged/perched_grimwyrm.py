"""Perched Grimwyrm (unit, Dragon): "Play me only to a battlefield you conquered this turn." Its own limit on
where it is played (``play_location_problem``): a battlefield its player has a ``conquer`` event for this
turn, never a base."""

from .. import Behaviour, card
from ..spiritforged_common import events_this_turn


@card("Perched Grimwyrm")
class PerchedGrimwyrm(Behaviour):
    def play_location_problem(self, g, card, player, to):
        if any(e["type"] == "conquer" and e.get("player") == player and e.get("battlefield") == to
               for e in events_this_turn(g)):
            return None
        return "play it only to a battlefield you conquered this turn"
