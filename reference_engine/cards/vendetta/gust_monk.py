"""Gust Monk (Signature unit, 2 Might): "You may pay [1] as an additional cost to play me. When you play me, if
you paid the additional cost, banish a card from any trash to give a unit [Assault 2] this turn."

The [1] is an optional additional cost (356.2.b), and whether it was paid part of the trigger condition
(356.4.f.1). As the ability resolves its controller chooses a card in any player's trash and banishes it; only
then (the "to" of a cost within the effect) a unit is chosen and gets [Assault 2] this turn. With every trash
empty nothing happens."""

from ...decisions import choose_from
from ...effects import banish, give_keyword
from ...payment import paid_additional_cost
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me


def _paid(g, source, event) -> bool:
    return played_me(g, source, event) and paid_additional_cost(g, source)


def _banish_for_assault(ctx) -> None:
    g, me = ctx.g, ctx.controller
    trash = [cid for p in g.order for cid in g.players[p].trash]
    units = g.board_units()
    if not trash or not units:
        return
    gone = choose_from(g, me, trash, "banish a card from any trash")[0]
    banish(g, gone, by=me)
    if g.cards[gone].zone != "banishment":
        return
    for unit in choose_from(g, me, g.board_units(), "give a unit [Assault 2] this turn"):
        give_keyword(g, unit, "Assault 2", source=ctx.source)


@card("Gust Monk")
class GustMonk(Behaviour):
    optional_cost = (1, 0)
    triggers = (Trigger(on="play", condition=_paid, effect=_banish_for_assault),)
