"""Keeper of Law (unit, 5 Might): "I cost [2][C] less if you control a battlefield with exactly two units there."

The card's own discount (356.4, a self-describing ability working while it is being played, 366.1): [2] and
one Power off, while its player controls a battlefield with exactly two units there (anyone's), checked as
the cost is determined."""

from .. import Behaviour, card


def _a_battlefield_with_two(g, player) -> bool:
    return any(b.controller == player and sum(1 for u in b.units if g.cards[u].type == "unit"
                                               and not g.cards[u].facedown) == 2
               for b in g.battlefields.values())


@card("Keeper of Law")
class KeeperOfLaw(Behaviour):
    def cost_discount(self, g, source, item):
        if item.source != source or not _a_battlefield_with_two(g, item.controller):
            return None
        return 2, 1, 0
