"""Lacerate (spell, Flow): "Choose a unit. If it's [Empowered], disempower it. Then kill it if it has 3
Might or less. [Flow] [4][C][C]"

Any unit may be chosen: "if it has 3 Might or less" is a condition of the instruction, checked as it
resolves, not a description of the target (355.9.b). An Empowered unit is disempowered first (442.1), so
a bonus its Empowered ability gave is gone when its Might is checked. Flow (829): played from the trash for
4 Energy and 2 Power, then banished."""

from ...effects import kill
from ...empowered import disempower, is_empowered
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


@card("Lacerate")
class Lacerate(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    flow = (4, 2)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            if is_empowered(ctx.g, unit):
                disempower(ctx.g, unit)
            if effective_might(ctx.g, unit) <= 3:
                kill(ctx.g, unit, by=ctx.controller, source=ctx.source)
