"""Lucian, Merciless (unit, Weaponmaster): "The first time I conquer each turn, ready me." (383.4.c; later
conquers in the same turn do not trigger it)."""

from .. import Behaviour, Trigger, card
from ..spiritforged_common import events_this_turn, ready_me


def _first_conquer(g, source, event) -> bool:
    if source not in event.get("units", []):
        return False
    # the event is logged before triggers are checked, so a first conquer is the only one this turn
    return sum(1 for e in events_this_turn(g) if e["type"] == "conquer" and source in e.get("units", [])) == 1


@card("Lucian, Merciless")
class LucianMerciless(Behaviour):
    triggers = (Trigger(on="conquer", condition=_first_conquer, effect=ready_me),)
