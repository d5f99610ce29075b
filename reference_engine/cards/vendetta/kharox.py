"""Kharox (unit): "[Empower] [6][C][C]. When I become [Empowered], choose an opponent. They [Burn 3]. Then you may
do this: Choose a unit in their trash and play it, ignoring its cost."

The Empower ability (827) empowers him; becoming Empowered is an event (441.2.a) his triggered ability sees. The
opponent is chosen as the ability is finalized (a target, 355); they put the top 3 cards of their Main Deck into
their trash (431: burning out first if it is empty). Then, as it resolves, his controller may choose a unit in
that trash -- the burned cards included -- and play it ignoring its cost (356.1.b.1); they control it, its owner
is unchanged. Its choices are made as it is finalized, and a play that cannot be completed is undone (358.5)."""

from ...decisions import choose_from
from ...effects import mill
from ...empowered import empower_ability
from ...playing import play_by_effect
from .. import Behaviour, Trigger, card
from ..cardsB_common import AN_OPPONENT


def _i_became_empowered(g, source, event) -> bool:
    return event.get("card") == source


def _burn_then_take(ctx) -> None:
    g, me = ctx.g, ctx.controller
    for opponent in ctx.chosen(0):
        mill(g, opponent, 3)
        units = [cid for cid in g.players[opponent].trash if g.cards[cid].type == "unit"]
        picked = choose_from(g, me, units, f"you may choose a unit in {opponent}'s trash to play, ignoring its cost",
                             minimum=0, maximum=1) if units else []
        for cid in picked:
            play_by_effect(g, me, cid, to=None, ignore_cost=True, choose_on_finalize=True)


@card("Kharox")
class Kharox(Behaviour):
    abilities = (empower_ability(energy=6, power=2),)
    triggers = (Trigger(on="empower", condition=_i_became_empowered, effect=_burn_then_take,
                        targets=(AN_OPPONENT,)),)
