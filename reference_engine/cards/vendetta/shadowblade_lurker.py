"""Shadowblade Lurker (unit): "I cost [2] less for each card with my name in your trash." (356.4.) Being
played, it is on the chain before its cost is determined (354, 419.1), so a Lurker played from the trash
does not count itself (community FAQ, Shadowblade Lurker)."""

from .. import card
from ..cardsA_common import OwnDiscount


@card("Shadowblade Lurker")
class ShadowbladeLurker(OwnDiscount):
    per = 2

    def count(self, g, item) -> int:
        name = g.cards[item.source].name
        return sum(1 for cid in g.players[item.controller].trash if g.cards[cid].name == name)
