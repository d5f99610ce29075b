"""Miss Fortune, Captain (unit, Accelerate, Ganking): "The first time I move each turn, you may ready
something else that's exhausted."

A "the first time" trigger (383.1). "Something" is any exhausted game object on the board other than her
(a unit, a gear, a rune or a legend, 415), chosen as the ability resolves among those exhausted then; she
may decline (nothing chosen)."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, Trigger, card
from ..cardsC_common import first_move_this_turn


def _exhausted_others(g, source) -> list[str]:
    return [cid for cid, c in g.cards.items() if cid != source and c.exhausted and not c.facedown
            and (g.is_board_zone(c.zone) or c.zone in ("runes", "legend"))]


def _ready_something(ctx) -> None:
    g = ctx.g
    options = _exhausted_others(g, ctx.source)
    for cid in choose_from(g, ctx.controller, options, "you may ready something else that's exhausted",
                           minimum=0, maximum=1):
        ready(g, cid, by=ctx.controller)


@card("Miss Fortune, Captain")
class MissFortuneCaptain(Behaviour):
    triggers = (Trigger(on="move", condition=first_move_this_turn, effect=_ready_something),)
