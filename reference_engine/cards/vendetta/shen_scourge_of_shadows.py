"""Shen, Scourge of Shadows (champion unit, 6 Might): "When I hold, if there is exactly one other unit you
control here, draw 1." The condition is checked as the hold happens and as the ability resolves (383.2.a.1)."""

from ...effects import draw
from .. import Behaviour, card
from ..cardsD_common import i_am_among, when_if, with_exactly_one_other_friendly


def _draw(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


@card("Shen, Scourge of Shadows")
class ShenScourge(Behaviour):
    triggers = (when_if("hold", i_am_among(), with_exactly_one_other_friendly, _draw),)
