"""Dragon Roost (battlefield): any player may pay [A][A] (two Power of any domain) as an additional cost to
play a Dragon unit; if they do, it is played to this battlefield -- controlled by them or not (a unit
played to a battlefield its player does not control contests it, 190.3.a.1). The play action says
``additional_cost: true`` and ``to`` this battlefield."""

from .. import Behaviour, card


@card("Dragon Roost")
class DragonRoost(Behaviour):
    def offered_play_cost(self, g, source, card, player):
        return 2 if "Dragon" in g.cards[card].tags else None
