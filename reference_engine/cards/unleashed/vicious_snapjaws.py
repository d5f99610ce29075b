"""Vicious Snapjaws (unit): "When another friendly unit dies, gain 1 XP." A friendly unit is one its
controller controlled as it died (the ``die`` event's ``controller``); units dying with Snapjaws still
see each other (323.4)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import gain


def _another_friendly_died(g, source, event) -> bool:
    return event.get("unit") != source and event.get("controller") == g.cards[source].controller


@card("Vicious Snapjaws")
class ViciousSnapjaws(Behaviour):
    triggers = (Trigger(on="die", condition=_another_friendly_died, effect=gain(1)),)
