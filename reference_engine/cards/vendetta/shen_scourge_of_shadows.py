"""Shen, Scourge of Shadows (champion unit, 6 Might): "When I hold, if there is exactly one other unit you
control here, draw 1." The condition is checked as the hold happens and as the ability resolves (383.2.a.1)."""

from ...effects import draw
from .. import Behaviour, Trigger, card
from ..cardsD_common import with_exactly_one_other_friendly


def _held_beside_one(g, source, event) -> bool:
    return source in event.get("units", ()) and with_exactly_one_other_friendly(g, source)


def _draw(ctx) -> None:
    if with_exactly_one_other_friendly(ctx.g, ctx.source):
        draw(ctx.g, ctx.controller, 1)


@card("Shen, Scourge of Shadows")
class ShenScourge(Behaviour):
    triggers = (Trigger(on="hold", condition=_held_beside_one, effect=_draw),)
