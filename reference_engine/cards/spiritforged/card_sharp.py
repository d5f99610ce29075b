"""Card Sharp (unit): "When you play me, you and each opponent may play a Gold gear token exhausted. For each
opponent who did, you play a Gold gear token exhausted." Each player decides in turn order from Card
Sharp's controller (yes/no questions)."""

from ...effects import create_token
from .. import Behaviour, card
from ..battlefield_common import may
from ..spiritforged_common import when


def _gold(g, player) -> None:
    create_token(g, "Gold", player, "base", exhausted_=True)


def _deal(ctx) -> None:
    g, me = ctx.g, ctx.controller
    takers = 0
    for p in g.turn_order_from(me):
        if p not in g.living():
            continue
        if may(g, p, "play a Gold gear token exhausted?"):
            _gold(g, p)
            takers += p != me
    for _ in range(takers):
        _gold(g, me)


@card("Card Sharp")
class CardSharp(Behaviour):
    triggers = (when("on_play", _deal),)
