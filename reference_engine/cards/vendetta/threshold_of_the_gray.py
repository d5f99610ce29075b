"""Threshold of the Gray (battlefield): when a combat starts at it, the attacking and the defending player
each add [1] to their rune pool (Energy, 429). The ability names no single player, so the battlefield's
controller controls it (190.6.a-b)."""

from ...effects import add_resources
from .. import Behaviour, Trigger, card


def _combat_here(g, source, event) -> bool:
    return event.get("battlefield") == source


def _both_add(ctx):
    event = ctx.item.data.get("event", {})
    for player in (event.get("attacker"), event.get("defender")):
        if player in ctx.g.players and not ctx.g.players[player].lost:
            add_resources(ctx.g, player, 1)


@card("Threshold of the Gray")
class ThresholdOfTheGray(Behaviour):
    triggers = (Trigger(on="combat", condition=_combat_here, effect=_both_add, zones=("battlefield",)),)
