"""Pridestalker (Rengar legend): "When you play a unit, give a unit +1 Might this turn." Any unit played
(tokens too, 186); the unit given Might is chosen as the ability goes on the chain (383.4.b)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card
from ..legend_common import when_you


def _unit_played(g, source, event) -> bool:
    return event.get("card") in g.cards and g.cards[event["card"]].type == "unit"


def _pump(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, 1, source=ctx.source)


@card("Pridestalker")
class Pridestalker(Behaviour):
    triggers = (when_you("play", _pump, condition=_unit_played, targets=(TargetSpec(kind="unit", text="a unit"),)),)
