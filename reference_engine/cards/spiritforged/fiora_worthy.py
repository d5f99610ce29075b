"""Fiora, Worthy (unit): "When a unit you control becomes [Mighty], you may pay [C] to ready it." (709: a
unit becomes Mighty as its Might reaches 5; the ``mighty`` event; [C] is the ability's cost, 383.3.b)."""

from ...effects import ready
from .. import Behaviour, card
from ..spiritforged_common import when_you


def _ready_it(ctx) -> None:
    unit = ctx.event["unit"]
    if ctx.g.is_board_zone(ctx.g.cards[unit].zone):
        ready(ctx.g, unit)


@card("Fiora, Worthy")
class FioraWorthy(Behaviour):
    triggers = (when_you("mighty", _ready_it, optional=True, power=1),)
