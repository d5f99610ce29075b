"""Tricksy Tentacles (spell): "Move any number of enemy units with the same controller and a total Might of 8
or less to a single location." A group of targets (355.11: one controller, total Might 8 or less) and one
destination chosen as it is played (355.4, the play's ``to``); the targets still legal move together, and
if they no longer fit the group requirement its player picks which do (355.11.b)."""

from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination
from ..group_rules import group_rule


@card("Tricksy Tentacles")
class TricksyTentacles(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="enemy", minimum=0, maximum=99,
                          group_rule=group_rule(same_controller=True, total_might=8),
                          text="any number of enemy units with the same controller and total Might 8 or less"),)

    def resolve(self, ctx):
        units = ctx.chosen_group(0)
        if units:
            move(ctx.g, units, ctx.item.data["to"], by=ctx.controller)
