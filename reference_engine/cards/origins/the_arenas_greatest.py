"""The Arena's Greatest (battlefield): at the start of each player's first Beginning Phase, that player
gains one point (471.1; not a score of this battlefield)."""

from ...scoring import gain_point
from .. import Behaviour, card
from ..battlefield_common import first_beginning_trigger


def _point(ctx):
    gain_point(ctx.g, ctx.controller, how="effect")


@card("The Arena's Greatest")
class TheArenasGreatest(Behaviour):
    triggers = (first_beginning_trigger(_point),)
