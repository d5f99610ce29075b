"""Arachnoid Horror (unit, Hunt 2): "I can be played to an occupied battlefield if an enemy unit is alone
there. / Friendly units can be played to an occupied battlefield if an enemy unit is alone there."

Both lines make a battlefield whose one unit is an enemy's a valid location for playing a unit (355.2.b):
her own (``may_play_to``) and, while she is on the board, every unit her controller plays (``grants_play_to``,
``play_locations``). Played there, the unit contests it (190.3.a.1). Hunt (823) is a generic keyword."""

from ...play_locations import enemy_unit_alone
from .. import Behaviour, card


@card("Arachnoid Horror")
class ArachnoidHorror(Behaviour):
    def may_play_to(self, g, card, player, battlefield):
        return enemy_unit_alone(g, battlefield, player)

    def grants_play_to(self, g, source, card, player, battlefield):
        return player == g.cards[source].controller and enemy_unit_alone(g, battlefield, player)
