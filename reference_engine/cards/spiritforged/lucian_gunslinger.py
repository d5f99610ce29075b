"""Lucian, Gunslinger (unit, Assault): "When I attack, deal damage equal to my [Assault] to an enemy unit
here." The amount is his total Assault value as the ability resolves (807.2)."""

from ...effects import deal
from ...keywords import keyword_values
from .. import Behaviour, TargetSpec, card
from ..spiritforged_common import when


def _shoot(ctx) -> None:
    g = ctx.g
    amount = keyword_values(g.cards[ctx.source], g).get("Assault", 0)
    for unit in ctx.chosen(0):
        deal(g, unit, amount, by=ctx.controller, source=ctx.source)


@card("Lucian, Gunslinger")
class LucianGunslinger(Behaviour):
    triggers = (when("on_attack", _shoot, targets=(TargetSpec(kind="unit", relation="enemy", here=True,
                                                              text="an enemy unit here"),)),)
