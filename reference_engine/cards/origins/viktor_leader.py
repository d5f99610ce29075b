"""Viktor, Leader (unit): "When another non-Recruit unit you control dies, play a 1 [M] Recruit unit token
into your base."

Who controlled the unit is read as it died (the ``die`` event); its tags are its own (a Recruit token
has the Recruit tag, 187.1). Several deaths at once trigger it once each."""

from .. import Behaviour, Trigger, card
from ..cardsC_common import controller, recruit_in_base


def _another_non_recruit_of_mine(g, source, event) -> bool:
    unit = g.cards.get(event.get("unit") or "")
    return (unit is not None and unit.type == "unit" and event.get("unit") != source
            and event.get("controller") == controller(g, source) and "Recruit" not in unit.tags)


@card("Viktor, Leader")
class ViktorLeader(Behaviour):
    triggers = (Trigger(on="die", condition=_another_non_recruit_of_mine, effect=recruit_in_base),)
