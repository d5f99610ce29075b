"""Rockfall Path (battlefield): units can't be played to it, by their player or by an effect (an effect's
instruction to play a unit there is impossible and skipped, 358.3.a). Moving units there is not restricted."""

from .. import Behaviour, card


@card("Rockfall Path")
class RockfallPath(Behaviour):
    def play_here_problem(self, g, source, player):
        return f"units can't be played to {source}"
