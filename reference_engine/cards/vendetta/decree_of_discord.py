"""Decree of Discord (spell): "Return any number of enemy Order units with total Might 5 or less to their
owners' hands."

A group of targets (355.11): any number of enemy units of the Order domain, wherever they are, whose
Mights add up to 5 or less as it is played; on resolution, if the group no longer fits, its controller
picks a fitting part of the original targets (355.11.b, ``Ctx.chosen_group``)."""

from ...effects import return_to_hand
from .. import Behaviour, TargetSpec, card
from ..group_rules import group_rule


def _order_unit(g, chooser, cand, source) -> bool:
    return "order" in g.cards[cand].domains


@card("Decree of Discord")
class DecreeOfDiscord(Behaviour):
    targets = (TargetSpec(kind="unit", relation="enemy", minimum=0, maximum=99, restriction=_order_unit,
                          group_rule=group_rule(total_might=5),
                          text="any number of enemy Order units with total Might 5 or less"),)

    def resolve(self, ctx):
        for unit in ctx.chosen_group(0):
            return_to_hand(ctx.g, unit)
