"""Helm of Suppression (gear): "[Empower] [4][C] ([4][C]: Empower this. Use only if not Empowered.)
Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A] more instead."

A passive cost increase (356.3), applied after a base cost is ignored (356.1.b.3); [A] is Power of any
domain. The Empower ability is an ordinary activated ability on the chain (827.1, 377.3)."""

from ...empowered import empower_ability, is_empowered
from .. import Behaviour, card


@card("Helm of Suppression")
class HelmOfSuppression(Behaviour):
    abilities = (empower_ability(energy=4, power=1),)

    def cost_increase(self, g, source, item):
        c = g.cards[item.source]
        if item.kind != "card" or c.type != "spell" or item.controller == g.cards[source].controller:
            return 0, 0
        return (1, 1) if is_empowered(g, source) else (1, 0)
