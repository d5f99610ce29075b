"""Yuumi, Magical Cat (unit): "When I attack or defend, give one of your other units here +3 Might and [Tank]
this turn." The other unit is the ability's target (355.10: "one of" is a choice)."""

from ...effects import give_keyword, give_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..common import other_than_source
from ..unleashed_common import i_attacked


def _boost(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, 3, source=ctx.source)
        give_keyword(ctx.g, unit, "Tank", source=ctx.source)


@card("Yuumi, Magical Cat")
class YuumiMagicalCat(Behaviour):
    triggers = (Trigger(on=("attack", "defend"), condition=i_attacked, effect=_boost,
                        targets=(TargetSpec(kind="unit", relation="friendly", here=True, restriction=other_than_source,
                                            text="one of your other units here"),)),)
