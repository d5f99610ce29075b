"""Applied Researchers (unit, Empower): "[Empower] [3] ([3]: Empower me. Use only if not Empowered.)
[Empowered][>] Your spells cost [1][A] less, to a minimum of [1]."

A passive discount (356.4) on its controller's spells while it is Empowered; the minimum limits this
discount only (356.4.e), and the player applies discounts in the order they like (356.4.d)."""

from ...empowered import empower_ability, is_empowered
from .. import Behaviour, card


@card("Applied Researchers")
class AppliedResearchers(Behaviour):
    abilities = (empower_ability(energy=3),)

    def cost_discount(self, g, source, item):
        c = g.cards[item.source]
        if item.kind != "card" or c.type != "spell" or item.controller != g.cards[source].controller:
            return None
        return (1, 1, 1) if is_empowered(g, source) else None
