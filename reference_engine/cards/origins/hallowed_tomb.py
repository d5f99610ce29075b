"""Hallowed Tomb (battlefield): "When you hold here, you may return your Chosen Champion from your trash to
your Champion Zone if it is empty."

"You may" opens the effect, so it is decided as the ability is finalized (383.3.a). As it resolves, a card in
the holder's trash counts as their Chosen Champion if it has that exact name (103.2.a.3: every copy of the
chosen card counts, a different card of the same champion tag does not); with several, the player chooses
one. It returns only while the Champion Zone holds no card (108.3.c.1); otherwise nothing happens (055)."""

from ...decisions import choose_from
from ...events import emit
from ...zones import put
from .. import Behaviour, card
from ..battlefield_common import hold_trigger


def _return_champion(ctx):
    g, player = ctx.g, ctx.controller
    p = g.players[player]
    if p.champion:
        return  # 108.3.c.1: the zone is not empty
    options = [cid for cid in p.trash if g.is_chosen_champion(cid)]
    if not options:
        return
    cid = choose_from(g, player, options, "choose your Chosen Champion to return to your Champion Zone")[0]
    put(g, cid, "champion")
    emit(g, "return", card=cid, player=player, to="champion")


@card("Hallowed Tomb")
class HallowedTomb(Behaviour):
    triggers = (hold_trigger(_return_champion, optional=True),)
