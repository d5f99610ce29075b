"""Square Up (spell): "[Repeat] -- Discard 1. Give a unit [Assault 4] this turn." A Repeat cost that is an
action (820.1.c; ``CostSpec(with_repeat=1)``): with ``repeat: 1`` its player discards a card as it is paid
(357.2) and the effect runs again with its own target (820.2)."""

from ...effects import give_keyword
from .. import Behaviour, CostSpec, TargetSpec, card


@card("Square Up")
class SquareUp(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    repeat = ((0, 0),)
    costs = (CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card"), with_repeat=1),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_keyword(ctx.g, unit, "Assault 4", source=ctx.source)
