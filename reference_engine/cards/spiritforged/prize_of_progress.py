"""Prize of Progress (unit, Mech): "When you use an activated ability of a gear, give me +1 [S] this turn."
(377.2.a: an ability is used as it resolves, the ``use`` event; [Add] abilities count too, 429)."""

from ...effects import give_might
from .. import Behaviour, card
from ..spiritforged_common import when_you


def _of_a_gear(g, source, event) -> bool:
    c = g.cards.get(event.get("source"))
    return c is not None and c.type == "gear"


def _grow(ctx) -> None:
    if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Prize of Progress")
class PrizeOfProgress(Behaviour):
    triggers = (when_you("use", _grow, condition=_of_a_gear),)
