"""Spirit Wheel (gear): "When you choose a friendly unit, you may pay [1] and exhaust this to draw 1." A unit
chosen as a target of its controller's spell or ability (383.4.b, the ``choose`` event); [1] and
exhausting the Wheel are the ability's cost (383.3.b)."""

from .. import Behaviour, card
from ..spiritforged_common import instructions_effect, when_you


def _friendly_unit(g, source, event) -> bool:
    c = g.cards.get(event.get("target"))
    return c is not None and c.type == "unit" and c.controller == g.cards[source].controller


@card("Spirit Wheel")
class SpiritWheel(Behaviour):
    triggers = (when_you("choose", instructions_effect({"draw": 1}), condition=_friendly_unit, optional=True,
                         energy=1, exhaust=True),)
