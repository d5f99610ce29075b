"""Wily Newtfish (unit): "If you've gained XP this turn, I have +1 Might and [Ganking]." A passive (364)
reading whether its controller gained XP this turn (730.1, ``xp.gained_xp_this_turn``)."""

from ...xp import gained_xp_this_turn
from .. import Behaviour, card


def _on(g, source) -> bool:
    return gained_xp_this_turn(g, g.cards[source].controller)


@card("Wily Newtfish")
class WilyNewtfish(Behaviour):
    def might_bonus(self, g, source, unit):
        return 1 if unit == source and _on(g, source) else 0

    def keyword_grants(self, g, source, unit):
        return ("Ganking",) if unit == source and _on(g, source) else ()
