"""Flash (spell, Reaction): move up to 2 friendly units to base.

The card names its destination, so no destination is chosen and 355.4.a does not restrict the choice:
any friendly unit may be chosen, one already in base included; moving it to where it is is impossible and
is ignored as Flash resolves (055, 446.1)."""

from ...movement import move
from .. import Behaviour, TargetSpec, card


@card("Flash")
class Flash(Behaviour):
    targets = (TargetSpec(kind="unit", where="board", relation="friendly", minimum=0, maximum=2,
                          text="up to 2 friendly units"),)

    def resolve(self, ctx):
        move(ctx.g, ctx.chosen(0), "base", by=ctx.controller)
