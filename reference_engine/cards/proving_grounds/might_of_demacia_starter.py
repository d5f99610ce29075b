"""Might of Demacia - Starter (Garen legend): "When you conquer, if you have 4+ units at that battlefield,
draw 2." The "if" follows the condition, so it is part of it (383.2.a.1): counted as the conquer happens."""

from .. import Behaviour, card
from ..legend_common import controller, draw_n, when_you


def _four_units(g, source, event) -> bool:
    bf = event.get("battlefield")
    mine = [c for c in g.cards.values() if c.zone == bf and c.type == "unit" and c.controller == controller(g, source)]
    return len(mine) >= 4


@card("Might of Demacia - Starter")
class MightOfDemaciaStarter(Behaviour):
    triggers = (when_you("conquer", draw_n(2), condition=_four_units),)
