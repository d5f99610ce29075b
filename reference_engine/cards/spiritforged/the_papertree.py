"""The Papertree (battlefield): when you hold it, every player in the game channels one rune, exhausted
(430.1, 430.2.a), in turn order."""

from ...runes import channel
from .. import Behaviour, card
from ..battlefield_common import hold_trigger


def _everyone_channels(ctx):
    for player in ctx.g.living():
        channel(ctx.g, player, 1, exhausted=True)


@card("The Papertree")
class ThePapertree(Behaviour):
    triggers = (hold_trigger(_everyone_channels),)
