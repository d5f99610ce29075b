"""Forgotten Monument (battlefield): a player can't score it before their third turn. Per the Spiritforged
FAQ this stops the whole scoring process there: no conquer and no hold, so no point and no conquer or hold
abilities; control is still gained. Points from other sources are unaffected. "Their third turn" counts
the turns that player has begun (``Player.turns_started``), the current one included."""

from .. import Behaviour, card


@card("Forgotten Monument")
class ForgottenMonument(Behaviour):
    def forbids_scoring(self, g, source, player):
        return g.players[player].turns_started < 3
