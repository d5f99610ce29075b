"""Baron Pit (battlefield token): units can move to it from anywhere -- a standard move from another
battlefield, which rule 144.4 otherwise allows only with Ganking. (Starting a game with a token
battlefield is a deck-building matter, not an ability.)"""

from .. import Behaviour, card


@card("Baron Pit")
class BaronPit(Behaviour):
    def move_permission(self, g, source, unit, dest):
        return dest == source
