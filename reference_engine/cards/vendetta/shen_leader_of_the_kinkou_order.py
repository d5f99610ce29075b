"""Shen, Leader of the Kinkou Order (champion unit, 7 Might, [Shield]): "When I hold, if there is exactly one
other unit you control here, you score 1 point."

The "if" is part of the trigger condition (383.2.a.1), checked as the hold happens and again as the ability
resolves; scoring the point is gaining it (471.1)."""

from ...scoring import gain_point
from .. import Behaviour, card
from ..cardsD_common import i_am_among, when_if, with_exactly_one_other_friendly


def _score(ctx) -> None:
    gain_point(ctx.g, ctx.controller, how="effect")


@card("Shen, Leader of the Kinkou Order")
class ShenLeader(Behaviour):
    triggers = (when_if("hold", i_am_among(), with_exactly_one_other_friendly, _score),)
