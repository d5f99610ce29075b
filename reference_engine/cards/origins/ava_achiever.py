"""Ava Achiever (unit), with its Origins errata: "When I attack, you may pay [C] to play a card with [Hidden] from
your hand, ignoring its cost. If it's a unit, play it here."

"You may pay [C] to" is the ability's optional cost (383.3.a-b), paid as it is finalized. As it resolves its
controller chooses a card with Hidden in their hand and plays it -- plays it face up, never hides it (Origins
FAQ) -- ignoring its cost (356.1.b.1). Only a unit is played "here", at the battlefield Ava attacked (read as the
ability resolves; 462.2.a if that is impossible); a gear goes to its controller's base as gear do (149.2), a spell
has no location. Its choices are made as it is finalized, and a play that cannot be completed is undone, back to
the hand (358.5)."""

from ...decisions import choose_from
from ...keywords import has_keyword
from ...playing import play_by_effect
from .. import Behaviour, Trigger, card
from ..unleashed_common import i_attacked


def _play_hidden_card(ctx) -> None:
    g, me = ctx.g, ctx.controller
    cards = [cid for cid in g.players[me].hand if has_keyword(g.cards[cid], "Hidden")]
    picked = choose_from(g, me, cards, "choose a card with [Hidden] from your hand to play") if cards else []
    here = g.cards[ctx.source].zone
    for cid in picked:
        to = here if g.cards[cid].type == "unit" and here in g.battlefields else "base"
        play_by_effect(g, me, cid, to=to, ignore_cost=True, choose_on_finalize=True)


@card("Ava Achiever")
class AvaAchiever(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, optional=True, power=1, effect=_play_hidden_card),)
