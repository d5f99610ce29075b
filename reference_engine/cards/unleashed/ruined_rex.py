"""Ruined Rex (unit, Deathknell): "[Deathknell][>] Deal 4 to an enemy unit."

The enemy unit is chosen as the Deathknell is finalized (355.5): units that do not exist yet then, such as
tokens another Deathknell of the same deaths will make as it resolves, cannot be chosen (337.3-337.4); with
no enemy unit to choose, the ability leaves the chain (402.4)."""

from ...effects import deal
from ...keywords import deathknell
from .. import Behaviour, TargetSpec, card


def _strike(ctx):
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 4, by=ctx.controller, source=ctx.source)


@card("Ruined Rex")
class RuinedRex(Behaviour):
    triggers = (deathknell(_strike, targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),)
