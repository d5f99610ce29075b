"""Miss Fortune, Buccaneer (unit): "You may play me to an open battlefield. / Friendly units may be played to
open battlefields."

Both lines make an open battlefield (170.11.c: no unit there, uncontrolled) a valid location for playing a
unit (355.2.b): her own (``may_play_to``), and, while she is on the board, every unit her controller plays
(``grants_play_to``, ``play_locations``). A unit played there contests it (190.3.a.1)."""

from ...play_locations import is_open
from .. import Behaviour, card


@card("Miss Fortune, Buccaneer")
class MissFortuneBuccaneer(Behaviour):
    def may_play_to(self, g, card, player, battlefield):
        return is_open(g, battlefield)

    def grants_play_to(self, g, source, card, player, battlefield):
        return player == g.cards[source].controller and is_open(g, battlefield)
