"""Determined Sentry (unit): "I can't move to base." A move of it to base is replaced with nothing (a
"can't move" restriction, ``movement.move_restrictions``); a recall is not a move (427) and still works."""

from .. import Behaviour, card


def _nothing():
    return None


@card("Determined Sentry")
class DeterminedSentry(Behaviour):
    def replace(self, g, source, event):
        if event["type"] == "move" and event.get("unit") == source and event.get("destination") == "base":
            return _nothing
        return None
