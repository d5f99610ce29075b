"""Bandle Tree (battlefield): its controller may hide one more card at it -- two facedown cards instead of
the one of 107.3.b (811.1.b)."""

from .. import Behaviour, card


@card("Bandle Tree")
class BandleTree(Behaviour):
    def extra_facedown(self, g, source):
        return 1
