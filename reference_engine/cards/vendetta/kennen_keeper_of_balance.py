"""Kennen, Keeper of Balance (champion unit, 2 Might, [Hidden]): "When you play me or I attack, you may pay
[2] to [Stun] a unit. While there's a stunned enemy unit here, I have +2 [S]."

The triggered ability's "you may pay [2]" is its base cost, paid as it is finalized (383.3.b); it chooses
the unit then. The Might is a conditional passive (364): +2 while any enemy unit at his location is
stunned (423), read afresh each time."""

from ...effects import stun
from .. import TargetSpec, Trigger, card
from ..cardsD_common import SelfStatic, units_here
from ...trigger_conditions import played_me


def _played_me_or_i_attacked(g, source, event) -> bool:
    if event["type"] == "attack":
        return event.get("unit") == source
    return played_me(g, source, event)


def _stun(ctx) -> None:
    for unit in ctx.chosen(0):
        stun(ctx.g, unit, by=ctx.controller)


def _stunned_enemy_here(g, source) -> int:
    me = g.cards[source].controller
    return 2 if any(g.cards[u].stunned and g.cards[u].controller != me for u in units_here(g, source)) else 0


@card("Kennen, Keeper of Balance")
class KennenKeeperOfBalance(SelfStatic):
    triggers = (Trigger(on=("play", "attack"), condition=_played_me_or_i_attacked, effect=_stun, optional=True,
                        energy=2, targets=(TargetSpec(kind="unit", text="a unit"),)),)
    self_might = (_stunned_enemy_here,)
