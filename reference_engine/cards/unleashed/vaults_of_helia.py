"""Vaults of Helia (battlefield): when you hold it, your non-token units cost [1] more to play for the rest
of this turn (356.3). The effect belongs to the holding player's turn (it ends with the turn, 317.2.c)."""

from .. import Behaviour, card
from ..battlefield_common import hold_trigger


def _key(source) -> str:
    return f"cost-increase:{source}"


def _tax(ctx):
    taxed = ctx.g.turn_memory.setdefault(_key(ctx.source), [])
    if ctx.controller not in taxed:
        taxed.append(ctx.controller)


@card("Vaults of Helia")
class VaultsOfHelia(Behaviour):
    triggers = (hold_trigger(_tax),)

    def cost_increase(self, g, source, item):
        c = g.cards[item.source]
        if item.kind == "card" and c.type == "unit" and not c.token \
                and item.controller in g.turn_memory.get(_key(source), ()):
            return 1, 0
        return 0, 0
