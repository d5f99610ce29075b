"""Mystic Vortex (battlefield): during a showdown at it, a card with [Reaction] costs [A] (one Power of any
domain) more to play (356.3); a hidden card played from its facedown position has Reaction (811)."""

from ...keywords import has_keyword
from .. import Behaviour, card


@card("Mystic Vortex")
class MysticVortex(Behaviour):
    def cost_increase(self, g, source, item):
        sd = g.showdown
        if sd is None or sd.at != source or item.kind != "card":
            return 0, 0
        if item.data.get("hidden_at") or has_keyword(g.cards[item.source], "Reaction", g):
            return 0, 1
        return 0, 0
