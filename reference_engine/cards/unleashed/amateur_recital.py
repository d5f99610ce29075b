"""Amateur Recital (battlefield): when you hold it, you may move a unit at a battlefield (any player's, any
battlefield) to its base. The unit is chosen as the ability goes on the chain (355); choosing none
declines the "you may" (383.3.a)."""

from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..battlefield_common import hold_trigger


def _send_home(ctx):
    units = ctx.chosen(0)
    if units:
        move(ctx.g, units, "base", by=ctx.controller)


@card("Amateur Recital")
class AmateurRecital(Behaviour):
    triggers = (hold_trigger(_send_home, optional=True,
                             targets=(TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),)
