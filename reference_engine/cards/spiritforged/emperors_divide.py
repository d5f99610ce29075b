"""Emperor's Divide (spell, Hidden, Action): "Move any number of friendly units at a battlefield to their
base."

A group of targets (355.11): any number of friendly units, all at one battlefield. On resolution the
targets still legal are moved to their base together, as one move (``movement.move``); if they are no
longer at one battlefield, its controller picks which of them fit (355.11.b)."""

from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..group_rules import group_rule


@card("Emperor's Divide")
class EmperorsDivide(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="friendly", minimum=0, maximum=99,
                          group_rule=group_rule(one_battlefield=True),
                          text="any number of friendly units at a battlefield"),)

    def resolve(self, ctx):
        units = ctx.chosen_group(0)
        if units:
            move(ctx.g, units, "base", by=ctx.controller)
