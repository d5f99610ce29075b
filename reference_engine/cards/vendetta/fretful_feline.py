"""Fretful Feline (unit, 5 Might): "When I become ready, give me +2 [S] this turn."

Becoming ready is the ``ready`` event of this object (415: an exhausted permanent readied, the Awaken
Phase's readying included); a unit already ready is not readied again, so nothing triggers."""

from .. import Trigger, card, Behaviour
from ..cardsD_common import give_this_turn, i_am


def _plus_two(ctx) -> None:
    give_this_turn(ctx, ctx.source, 2)


@card("Fretful Feline")
class FretfulFeline(Behaviour):
    triggers = (Trigger(on="ready", condition=i_am("card"), effect=_plus_two),)
