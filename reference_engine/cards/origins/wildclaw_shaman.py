"""Wildclaw Shaman (unit): "When you play me, you may spend a buff to buff me and ready me."

"You may spend a buff to ..." is a cost of the triggered ability (383.3.b, 702.2.b): a buff of another unit
its controller controls (``cost_changes.BUFFED_UNIT``), chosen and spent as the ability is finalized; with
no buffed unit it cannot be paid and the ability leaves the chain (383.3.b.1). Resolving, it buffs him
(426.1: +1 Might counter if he has none) and readies him."""

from dataclasses import replace

from ...cost_changes import BUFFED_UNIT
from ...effects import buff, ready
from .. import Behaviour, CostSpec, card
from ..unleashed_common import when_you_play_me


def _buff_and_ready(ctx) -> None:
    buff(ctx.g, ctx.source)
    ready(ctx.g, ctx.source, by=ctx.controller)


@card("Wildclaw Shaman")
class WildclawShaman(Behaviour):
    triggers = (replace(when_you_play_me(_buff_and_ready, optional=True),
                        costs=(CostSpec(action="spend_buff", choice=BUFFED_UNIT),)),)
