"""Sivir, Mercenary (unit, Accelerate): "If you've spent at least [A][A] this turn, I have +2 [S] and
[Ganking]." Power of any domain her controller spent this turn, on anything (``turn_memory["power_spent"]``,
kept as Power is paid)."""

from .. import Behaviour, card


def _spent_two(g, source) -> bool:
    return g.turn_memory.get("power_spent", {}).get(g.cards[source].controller, 0) >= 2


@card("Sivir, Mercenary")
class SivirMercenary(Behaviour):
    def might_bonus(self, g, source, unit):
        return 2 if unit == source and _spent_two(g, source) else 0

    def keyword_grants(self, g, source, unit):
        return ("Ganking",) if unit == source and _spent_two(g, source) else ()
