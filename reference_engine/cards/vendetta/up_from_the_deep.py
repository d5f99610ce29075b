"""Up from the Deep (spell, [Flow] [3]): "Play two 1 [S] Tentacle unit tokens from Bilgewater."

Tentacles are rule 187.10's token; no location is printed, so each goes where its player may play a unit
(355.2.a), chosen one at a time. Flow (829): playable from the trash for [3], then banished."""

from .. import Behaviour, card
from ..cardsD_common import play_unit_tokens


@card("Up from the Deep")
class UpFromTheDeep(Behaviour):
    flow = (3, 0)

    def resolve(self, ctx):
        play_unit_tokens(ctx, "Tentacle", 2)
