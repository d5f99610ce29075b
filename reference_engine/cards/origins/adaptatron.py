"""Adaptatron (unit): "When I conquer, you may kill a gear. If you do, buff me."

"You may" opens the effect (383.3.a): the gear (anyone's) is chosen as the ability is finalized, and
declining chooses none. "If you do": the buff happens only if the gear was killed as it resolved (a gear
gone meanwhile is not killed, 359.3.e)."""

from ...effects import buff, kill
from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsB_common import i_conquered


def _kill_gear_buff_me(ctx):
    killed = False
    for gear in ctx.chosen(0):
        killed = kill(ctx.g, gear, by=ctx.controller, source=ctx.source) or killed
    if killed:
        buff(ctx.g, ctx.source)


@card("Adaptatron")
class Adaptatron(Behaviour):
    triggers = (Trigger(on="conquer", condition=i_conquered, effect=_kill_gear_buff_me, optional=True,
                        targets=(TargetSpec(kind="gear", text="a gear"),)),)
