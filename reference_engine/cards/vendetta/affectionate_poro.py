"""Affectionate Poro (unit): "When a combat that I was in ends, if I haven't been dealt damage this turn,
draw 1."

The ``combat-end`` event lists the units that were in it (740.2.c, as designations are removed, 466.7);
the "if" is part of the condition (383.2.a.1): no damage was dealt to it this turn."""

from ...history import happened_this_turn
from .. import Behaviour, Trigger, card
from ..cardsC_common import draw_one


def _unhurt_after_my_combat(g, source, event) -> bool:
    return source in event.get("units", ()) and not happened_this_turn(g, "damage", lambda e: e.get("unit") == source)


@card("Affectionate Poro")
class AffectionatePoro(Behaviour):
    triggers = (Trigger(on="combat-end", condition=_unhurt_after_my_combat, effect=draw_one),)
