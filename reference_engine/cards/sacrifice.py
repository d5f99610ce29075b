"""Sacrifice (spell, Reaction): "As an additional cost to play this, kill a friendly [Mighty] unit. Draw 2
and channel 1 rune exhausted." The kill is paid while the spell is finalized (356.2.a.1, 357.2); a
Mighty unit has 5 or more Might (708). The rune comes from the top of the controller's rune deck and
enters exhausted (430.1, 430.2); with an empty rune deck nothing is channelled (430.3)."""

from ..effects import draw
from ..might import is_mighty
from ..runes import channel
from . import Behaviour, CostSpec, TargetSpec, card


def _mighty(g, chooser, cand, source) -> bool:
    return is_mighty(g, cand)  # 708


@card("Sacrifice")
class Sacrifice(Behaviour):
    costs = (CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly", restriction=_mighty,
                                                       text="a friendly Mighty unit")),)

    def resolve(self, ctx):
        draw(ctx.g, ctx.controller, 2)
        channel(ctx.g, ctx.controller, 1, exhausted=True)
