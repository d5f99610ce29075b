"""Solari Shrine (gear): "When you kill a stunned enemy unit, you may exhaust this to draw 1."

The ``die`` event names the player the kill is attributed to (428.5) and the unit's states and
controller as it died (last known information): a unit stunned (423) and controlled by an opponent."""

from .. import Behaviour, card
from ..cardsC_common import controller, draw_one, when_you


def _stunned_enemy(g, source, event) -> bool:
    unit = g.cards.get(event.get("unit") or "")
    return (unit is not None and unit.type == "unit" and bool(event.get("stunned"))
            and event.get("controller") != controller(g, source))


@card("Solari Shrine")
class SolariShrine(Behaviour):
    triggers = (when_you("die", draw_one, test=_stunned_enemy, optional=True, exhaust=True),)
