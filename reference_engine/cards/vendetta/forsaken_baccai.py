"""Forsaken Baccai (unit): "If you control fewer runes than an opponent at the start of your Beginning Phase,
give me +1 [M] this turn."

A triggered ability at the start of its controller's Beginning Phase (383.1, 315.2.a) whose condition
compares the runes on the board then (430: channelled runes stay until recycled)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _fewer_runes(g, source, event) -> bool:
    me = g.cards[source].controller
    if event.get("player") != me:
        return False
    mine = len(g.players[me].runes)
    return any(len(g.players[p].runes) > mine for p in g.living() if p != me)


def _pump(ctx) -> None:
    give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Forsaken Baccai")
class ForsakenBaccai(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_fewer_runes, effect=_pump),)
