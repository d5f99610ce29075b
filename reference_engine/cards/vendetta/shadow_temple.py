"""Shadow Temple (battlefield): when you hold it, you Burn 3 -- the top three cards of your Main Deck go to
your trash (a deck that runs out first burns you out, 431.1.b)."""

from ...effects import mill
from .. import Behaviour, card
from ..battlefield_common import hold_trigger


def _burn_three(ctx):
    mill(ctx.g, ctx.controller, 3)


@card("Shadow Temple")
class ShadowTemple(Behaviour):
    triggers = (hold_trigger(_burn_three),)
