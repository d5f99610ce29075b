"""Flash (spell, Reaction): move up to 2 friendly units to base."""

from ..movement import move
from . import Behaviour, TargetSpec, card


@card("Flash")
class Flash(Behaviour):
    # Base is the destination, so only units away from base can be chosen (355.4.a).
    targets = (TargetSpec(kind="unit", where="battlefield", relation="friendly", minimum=0, maximum=2,
                          text="up to 2 friendly units at battlefields"),)

    def resolve(self, ctx):
        move(ctx.g, ctx.chosen(0), "base", by=ctx.controller)
