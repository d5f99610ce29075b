"""Ashe, Focused (unit): "When you play me, choose an opponent. They reveal their hand. Choose a card revealed
this way and banish it. When they hold, return it to their hand (even if I'm no longer on the board)."

The return is a delayed triggered ability (389-392) linked to the banished card (390.5), not limited to
this turn, triggering the next time that opponent holds."""

from ...decisions import choose_from
from ...delayed import create
from ...effects import banish
from ...zones import put
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import reveal_hand, when_you_play_me


def _take(ctx):
    g = ctx.g
    for player in ctx.chosen(0):
        hand = reveal_hand(g, player)
        if not hand:
            continue
        cid = choose_from(g, ctx.controller, hand, "choose a revealed card to banish")[0]
        banish(g, cid, by=ctx.controller)
        if g.cards[cid].zone == "banishment":
            create(g, ctx.source, ctx.controller, 2, {"card": cid, "player": player}, this_turn=False)


def _they_held(g, source, event) -> bool:
    return event.get("player") == event.get("delayed", {}).get("player")


def _give_back(ctx):
    g = ctx.g
    cid = ctx.item.data.get("delayed", {}).get("card")
    if cid in g.cards and g.cards[cid].zone == "banishment":
        put(g, cid, "hand")


@card("Ashe, Focused")
class AsheFocused(Behaviour):
    triggers = (when_you_play_me(_take, targets=(TargetSpec(kind="player", relation="enemy", text="an opponent"),)),
                Trigger(on="hold", condition=_they_held, effect=_give_back, zones=()))
