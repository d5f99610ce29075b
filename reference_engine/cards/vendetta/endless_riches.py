"""Endless Riches (gear): "When you play this, banish your hand and trash, then [Burn 7]. Skip your Draw Phase. You
may play cards from your trash. If a card would go to your trash from anywhere other than your Main Deck, banish it
instead."

The play trigger banishes every card in its controller's hand and trash, then puts the top 7 cards of their Main
Deck into their trash (431: burning out first if it runs out); those come from the Main Deck, so they are not
banished. The rest are passives working while it is on the board (364.2): its controller's Draw Phases are
replaced with nothing (every one, not just the next); they may play cards from their trash paying their costs
(``zone_plays``; playing is not hiding, so it gives no permission to hide from the trash, 811.1.c.1); and a card
they own going to their trash from anywhere but their Main Deck is banished instead (370, ``zones.put``). A spell
whose leaving the chain another effect replaces with recycling is recycled (the RBFAQ: either order of the two
replacements recycles it)."""

from ...effects import banish, mill
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me


def _banish_hand_and_trash_then_burn(ctx) -> None:
    g, me = ctx.g, ctx.controller
    for cid in list(g.players[me].hand) + list(g.players[me].trash):
        banish(g, cid, by=me)
    mill(g, me, 7)


@card("Endless Riches")
class EndlessRiches(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_banish_hand_and_trash_then_burn),)

    def skips_draw_phase(self, g, source, player):
        return player == g.cards[source].controller

    def plays_from_trash(self, g, source, card, player):
        return player == g.cards[source].controller and card in g.players[player].trash

    def redirects_from_trash(self, g, source, card, from_zone):
        return from_zone != "deck" and g.cards[card].owner == g.cards[source].controller
