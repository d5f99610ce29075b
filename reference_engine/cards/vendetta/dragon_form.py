"""Dragon Form (spell): "Choose a unit. Its base Might becomes 5 this turn. [Flow] [3]"

The unit's Might is assigned 5 in the trait layer (477.1.a.1) until the end of the turn; its buffs and other
Might changes still apply on top. Flow (829): it may be played from its owner's trash for [3], then is banished
as it leaves the chain."""

from ...effects import set_base_might
from .. import Behaviour, TargetSpec, card


@card("Dragon Form")
class DragonForm(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    flow = (3, 0)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            set_base_might(ctx.g, unit, 5, source=ctx.source)
