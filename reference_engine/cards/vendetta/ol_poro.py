"""Ol' Poro (unit, 4 Might): "I can't be played on your first, second, or third turns."

``Player.turns_started`` counts the turns its player has begun, the current one included, so the card may
be played from its player's fourth turn on (and never on another player's turn before that)."""

from .. import Behaviour, card


@card("Ol' Poro")
class OlPoro(Behaviour):
    def play_restriction(self, g, card, player):
        if g.active == player and g.players[player].turns_started <= 3:
            return f"{card} can't be played on your first, second, or third turns"
        return None
