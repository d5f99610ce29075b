"""Zilean, Time Mage (unit): "Once each turn, if you would play a token unit while I'm at a battlefield, you
may play that token and an additional copy of it instead."

A replacement effect (370) of Zilean at a battlefield on his controller playing a unit token: "you may" asks
as it would apply, and using it spends his once this turn (for this object). The copy is played as the token
was, with what modifies it (375: ready, its location); it is not replaced again (``tokens.create``). A
Reflection that later becomes a copy of Zilean plays no token itself (the UNL FAQ: no loop)."""

from ..battlefield_common import may
from ..cardsD_common import at_battlefield
from ..unleashed_common import first_time_this_turn
from .. import Behaviour, card


@card("Zilean, Time Mage")
class ZileanTimeMage(Behaviour):
    def token_copies(self, g, source, player, name):
        me = g.cards[source]
        key = f"zilean:{me.obj}"
        if player != me.controller or not at_battlefield(g, source) or g.turn_memory.get(f"first:{key}"):
            return 0
        if not may(g, player, f"play an additional copy of the {name} token ({source})?"):
            return 0
        return 1 if first_time_this_turn(g, key) else 0
