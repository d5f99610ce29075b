"""Shadow Assassin (unit): "I enter ready if you have a card with my name in your trash."

Checked as it enters the board (143.4.a). A card being played is on the chain, no longer in the trash
(354, 419.1): played from the trash, it counts only other copies there."""

from .. import Behaviour, card


@card("Shadow Assassin")
class ShadowAssassin(Behaviour):
    def enters_ready(self, g, card, player):
        name = g.cards[card].name
        return any(g.cards[c].name == name for c in g.players[player].trash if c != card)
