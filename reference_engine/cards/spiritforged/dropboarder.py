"""Dropboarder (unit): "When you play me, if you control two or more gear, ready me." The "if" right after
the trigger condition is part of it (383.2.a.1): it is checked as the unit is played."""

from .. import Behaviour, Trigger, card
from ..spiritforged_common import ready_me


def _played_with_two_gear(g, source, event) -> bool:
    me = g.cards[source].controller
    gear = [cid for cid, c in g.cards.items() if c.type == "gear" and c.controller == me
            and g.is_board_zone(c.zone) and not c.facedown]
    return event.get("card") == source and len(gear) >= 2


@card("Dropboarder")
class Dropboarder(Behaviour):
    triggers = (Trigger(on="play", condition=_played_with_two_gear, effect=ready_me),)
