"""Riven, Shattered (champion unit, 3 Might, [Weaponmaster]): "When I attack, choose an enemy unit here. Deal 2 to
it for each Equipment attached to me."

The enemy unit is chosen as the ability is finalized, at Riven's battlefield; the Equipment are counted as it
resolves (none: no damage)."""

from ...attachment import attached_to
from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsD_common import i_am


def _equipment_on(g, unit) -> int:
    return sum(1 for cid, c in g.cards.items() if "Equipment" in c.tags and attached_to(g, cid) == unit)


def _deal(ctx) -> None:
    n = _equipment_on(ctx.g, ctx.source)
    for unit in ctx.chosen(0):
        if n:
            deal(ctx.g, unit, 2 * n, by=ctx.controller, source=ctx.source)


@card("Riven, Shattered")
class RivenShattered(Behaviour):
    triggers = (Trigger(on="attack", condition=i_am("unit"), effect=_deal,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
