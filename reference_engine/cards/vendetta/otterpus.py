"""Otterpus (unit, 2 Might): "If a player would score 1 point from conquering or holding during their first or
second turn, they draw 1 instead."

A replacement effect (367-370) on gaining a point by a conquer or a hold (``gain-point`` with ``how``), for
any player, while it is that player's first or second turn (``Player.turns_started`` counts the turns they
have begun, the current one included). The battlefield is still conquered or held and its abilities still
trigger; only the point is replaced by a draw."""

from ...effects import draw
from .. import Behaviour, card


@card("Otterpus")
class Otterpus(Behaviour):
    def replace(self, g, source, event):
        if event.get("type") != "gain-point" or event.get("how") not in ("conquer", "hold"):
            return None
        player = event.get("player")
        if player is None or g.active != player or g.players[player].turns_started > 2:
            return None
        return lambda: draw(g, player, 1)
