"""Vilemaw's Lair (battlefield): "Units can't move from here to base." A restriction on moves of every
kind (449.1); a recall is not a move and is not restricted (456.3)."""

from .. import Behaviour, card


def _nothing():
    return None


@card("Vilemaw's Lair")
class VilemawsLair(Behaviour):
    def replace(self, g, source, event):
        if event["type"] == "move" and event.get("origin") == source and event.get("destination") == "base":
            return _nothing  # "can't move": the move is replaced with nothing
        return None
