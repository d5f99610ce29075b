"""Tryndamere, Barbarian (unit): "When I conquer after an attack, if you assigned 5 or more excess damage
to enemy units, you score 1 point."

Excess damage is combat damage his controller assigned beyond lethal in that combat (465.2.c); the "if" is
part of the trigger condition (383.2.a.1). The point is scored by an effect (471.1), not by conquering."""

from ...scoring import gain_point
from .. import Behaviour, Trigger, card
from ..cardsC_common import conquered_after_attack_with_excess


def _big_conquer(g, source, event) -> bool:
    return conquered_after_attack_with_excess(g, source, event, 5)


def _score(ctx) -> None:
    gain_point(ctx.g, ctx.controller, how="effect")


@card("Tryndamere, Barbarian")
class TryndamereBarbarian(Behaviour):
    triggers = (Trigger(on="conquer", condition=_big_conquer, effect=_score),)
