"""Tomb-Raider Barbara (unit, 4 Might): "When you play me, if you control 7 or more runes, choose an enemy gear.
If it's [Empowered], disempower it. Otherwise, kill it."

The rune count is part of the trigger condition (383.2.a.1), checked as she is played and as the ability
resolves; the gear is chosen as the ability is finalized, and whether it is Empowered is read on resolution."""

from ...effects import kill
from ...empowered import disempower, is_empowered
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _seven_runes(g, player) -> bool:
    return len(g.players[player].runes) >= 7


def _condition(g, source, event) -> bool:
    return played_me(g, source, event) and _seven_runes(g, g.cards[source].controller)


def _effect(ctx) -> None:
    if not _seven_runes(ctx.g, ctx.controller):
        return
    for gear in ctx.chosen(0):
        if is_empowered(ctx.g, gear):
            disempower(ctx.g, gear)
        else:
            kill(ctx.g, gear, by=ctx.controller, source=ctx.source)


@card("Tomb-Raider Barbara")
class TombRaiderBarbara(Behaviour):
    triggers = (Trigger(on="play", condition=_condition, effect=_effect,
                        targets=(TargetSpec(kind="gear", relation="enemy", text="an enemy gear"),)),)
