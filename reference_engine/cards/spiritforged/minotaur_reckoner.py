"""Minotaur Reckoner (unit): "Units can't move to base." A passive forbidding every unit's move whose
destination is a base (a ``move`` replacement that does nothing: the unit doesn't move, 359.3.e.6).
Recalling is not moving (454), so recalls still happen."""

from .. import Behaviour, card


@card("Minotaur Reckoner")
class MinotaurReckoner(Behaviour):
    def replace(self, g, source, event):
        if event["type"] == "move" and event.get("destination") == "base" and not event.get("delayed"):
            return lambda: None
        return None
