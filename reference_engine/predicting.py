"""Predict (436): looking at the top cards of one's Main Deck and choosing which to recycle -- the action
Vision (817.1.b) and "[Predict]" instruct. Looking goes through ``revealing.see_top`` (424), so the cards' own
replacements apply on the way."""

from __future__ import annotations

from .decisions import choose_from
from .events import emit
from .revealing import see_top
from .zones import put


def predict(g, player: str, n: int = 1) -> None:
    """Predict (436.1): look at the top card of your Main Deck and choose whether to recycle it (416) --
    a ``choose`` question answered with that card, or nothing to keep it on top. Predict N (436.1.a):
    recycle any number of the top N (as many as there are, 436.4), then put the rest back on top in the
    order chosen, one ``choose`` question per place from the top."""
    deck = g.players[player].deck
    if n == 1:
        seen = see_top(g, player, 1)
        if seen and choose_from(g, player, seen, "choose the top card to recycle it, or nothing to keep it",
                                minimum=0, maximum=1):
            top = seen[0]
            put(g, top, "deck", bottom=True)
            emit(g, "recycle", card=top, player=player)  # 416: "when you recycle" sees it
        return
    seen = see_top(g, player, n)
    if not seen:
        return
    gone = choose_from(g, player, seen, f"predict {len(seen)}: choose the cards to recycle", minimum=0,
                       maximum=len(seen))
    for cid in gone:
        put(g, cid, "deck", bottom=True)
        emit(g, "recycle", card=cid, player=player)
    rest, order = [c for c in seen if c not in gone], []
    while len(rest) > 1:
        pick = choose_from(g, player, rest, f"predict: choose the card to put {'next' if order else 'on top'}")[0]
        order.append(pick)
        rest.remove(pick)
    order += rest
    top = [c for c in deck if c not in order]
    deck[:] = order + top  # the rest back on top in the chosen order (436.1.a)
