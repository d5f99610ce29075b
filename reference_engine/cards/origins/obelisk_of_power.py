"""Obelisk of Power (battlefield): at the start of each player's first Beginning Phase, that player channels
one rune (430; ready, 430.2.a). Works in a mid-game setup too: "first" is the first turn the player has
begun (``Player.turns_started``)."""

from ...runes import channel
from .. import Behaviour, card
from ..battlefield_common import first_beginning_trigger


def _channel(ctx):
    channel(ctx.g, ctx.controller, 1)


@card("Obelisk of Power")
class ObeliskOfPower(Behaviour):
    triggers = (first_beginning_trigger(_channel),)
