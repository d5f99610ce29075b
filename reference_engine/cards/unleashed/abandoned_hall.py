"""Abandoned Hall (battlefield): "When a player plays a spell, they may give a unit they control here +1
Might this turn."

A spell is played once it has finished resolving (350.1, 419.4.a), so a countered spell triggers nothing
(419.4.a.1, 425.1.b) and a unit the spell moved here is already here when the ability's target is chosen
(355.5, 383.2.c). The player who played the spell controls the ability."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, Trigger, card


def _a_spell_was_played(g, source, event) -> bool:
    return bool(event.get("spell")) and event.get("player") in g.players


def _grow(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, 1, source=ctx.source)


@card("Abandoned Hall")
class AbandonedHall(Behaviour):
    triggers = (Trigger(on="play", condition=_a_spell_was_played, effect=_grow, optional=True,
                        zones=("battlefield",), controller=lambda g, source, event: event["player"],
                        targets=(TargetSpec(kind="unit", relation="friendly", here=True,
                                            text="a unit they control here"),)),)
