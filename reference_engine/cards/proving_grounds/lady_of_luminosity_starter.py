"""Lady of Luminosity - Starter (Lux legend): "When you play a spell that costs [5] or more, draw 1." The
spell's cost is its Energy cost (printed characteristic, 134); the trigger fires once it is played (350.1)."""

from .. import Behaviour, card
from ..legend_common import draw_n, when_you


def _costs_five(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return bool(event.get("spell")) and c is not None and c.energy >= 5


@card("Lady of Luminosity - Starter")
class LadyOfLuminosityStarter(Behaviour):
    triggers = (when_you("play", draw_n(1), condition=_costs_five),)
