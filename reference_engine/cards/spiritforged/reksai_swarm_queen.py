"""Rek'Sai, Swarm Queen (unit), with its Spiritforged errata: "When I attack, you may reveal the top 2 cards
of your Main Deck. You may banish one, then play it. If it is a unit, you may play it here. Recycle the
rest."

"You may" opens the effect, so it is decided as the ability is finalized (383.3.a). As it resolves the top
two cards are revealed (``revealing.see_top``); its controller may banish one of them and then plays it,
paying its cost: its choices are made as it is finalized and a play that cannot be made leaves it banished
(358.5; the Spiritforged FAQ: banishing gives the card a place to wait). A unit may go to the battlefield
Rek'Sai attacks ("here", read as the ability resolves) besides the usual base or battlefields its player
controls (355.2.a). The other revealed cards still on the deck are recycled in order (416)."""

from ...decisions import choose_from
from ...effects import banish
from ...playing import play_by_effect
from ...revealing import see_top
from .. import Behaviour, Trigger, card
from ..cardsB_common import recycle
from ..unleashed_common import i_attacked


def _reveal_play_recycle(ctx):
    g, me = ctx.g, ctx.controller
    seen = see_top(g, me, 2, reveal=True)
    here = g.cards[ctx.source].zone if g.cards[ctx.source].zone in g.battlefields else None
    picked = choose_from(g, me, seen, "you may banish one of the revealed cards, then play it", minimum=0,
                         maximum=1) if seen else []
    for cid in picked:
        banish(g, cid, by=me)
    for cid in seen:
        if cid not in picked and g.cards[cid].zone == "deck":
            recycle(g, cid)
    for cid in picked:
        if g.cards[cid].zone != "banishment":
            continue
        if g.cards[cid].type == "unit":
            places = ["base"] + [b for b, bf in g.battlefields.items() if bf.controller == me or b == here]
            play_by_effect(g, me, cid, to=None, choices=places, choose_on_finalize=True)
        else:
            play_by_effect(g, me, cid, choose_on_finalize=True)


@card("Rek'Sai, Swarm Queen")
class RekSaiSwarmQueen(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_reveal_play_recycle, optional=True),)
