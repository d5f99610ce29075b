"""Void Drone (unit): "I cost [2] less to play from anywhere other than your hand." (356.4: a discount on
its own play, for a play whose origin zone is not the hand)."""

from .. import Behaviour, card


@card("Void Drone")
class VoidDrone(Behaviour):
    def cost_discount(self, g, source, item):
        if item.source == source and item.data.get("from", "hand") != "hand":
            return 2, 0, 0
        return None
