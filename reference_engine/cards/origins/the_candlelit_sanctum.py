"""The Candlelit Sanctum (battlefield): "When you conquer here, look at the top two cards of your Main
Deck. You may recycle one or both of them. Put those you don't back in any order." A conquer trigger
(383.4.c, 471.2.a). The player first chooses which of the looked-at cards to recycle (none, one or
both); if two are kept, they then choose which goes on top."""

from ...decisions import choose_from
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, Trigger, card


def _you_conquer_here(g, source, event) -> bool:
    return event.get("battlefield") == source


def _look(ctx):
    g, player = ctx.g, ctx.controller
    top = see_top(g, player, 2)  # looking at more than the deck holds looks at what there is (431.1.c)
    if not top:
        return
    recycled = choose_from(g, player, top, "choose the cards to recycle (none, one or both)",
                           minimum=0, maximum=len(top))
    kept = [c for c in top if c not in recycled]
    for cid in recycled:
        put(g, cid, "deck", bottom=True)  # recycle (416)
    if len(kept) == 2:
        first = choose_from(g, player, kept, "choose the card to put on top")[0]
        kept = [first] + [c for c in kept if c != first]
    for cid in reversed(kept):
        put(g, cid, "deck")  # back on top, the first chosen on top


@card("The Candlelit Sanctum")
class TheCandlelitSanctum(Behaviour):
    triggers = (Trigger(on="conquer", condition=_you_conquer_here, effect=_look, zones=("battlefield",),
                        controller=lambda g, source, event: event["player"]),)
