"""Frigid Jewel (gear): "When you draw your second card each turn, give a friendly unit +2 Might this turn."
Draws are counted one card at a time (413), this turn; the friendly unit is the ability's target."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..battlefield_common import events_this_turn


def _second_draw(g, source, event) -> bool:
    me = g.cards[source].controller
    if event.get("player") != me:
        return False
    return sum(1 for e in events_this_turn(g) if e["type"] == "draw" and e.get("player") == me) == 2


def _plus_two(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, 2, source=ctx.source)


@card("Frigid Jewel")
class FrigidJewel(Behaviour):
    triggers = (Trigger(on="draw", condition=_second_draw, effect=_plus_two,
                        targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
