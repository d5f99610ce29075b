"""Oasis Raider (unit, 4 Might): "If you control fewer runes than an opponent at the start of your Beginning
Phase, give me +2 [S] and [Ganking] this turn."

A triggered ability of the start of its controller's Beginning Phase (315.2.a) whose condition compares the
rune counts then (383.2.a.1), and again as it resolves."""

from ...effects import give_keyword
from .. import Behaviour, Trigger, card
from ..cardsD_common import give_this_turn


def _fewer_runes(g, player) -> bool:
    mine = len(g.players[player].runes)
    return any(len(g.players[o].runes) > mine for o in g.opponents(player))


def _condition(g, source, event) -> bool:
    player = g.cards[source].controller
    return event.get("player") == player and _fewer_runes(g, player)


def _raid(ctx) -> None:
    if _fewer_runes(ctx.g, ctx.controller):
        give_this_turn(ctx, ctx.source, 2)
        give_keyword(ctx.g, ctx.source, "Ganking", source=ctx.source)


@card("Oasis Raider")
class OasisRaider(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_condition, effect=_raid),)
