"""Grim Resolve (spell, Action): "Give a friendly unit +3 Might this turn. When it wins a combat this turn,
gain 2 XP." The second sentence is a delayed triggered ability the spell creates as it resolves (389-392),
linked to that unit (390.5); a unit wins a combat when it remains after it (466.2)."""

from ...delayed import create
from ...effects import give_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import gain


def _it_won(g, source, event) -> bool:
    link = event.get("delayed", {})
    unit = link.get("unit")
    return event.get("units", {}).get(unit) == "won" and unit in g.cards and g.cards[unit].obj == link.get("obj")


@card("Grim Resolve")
class GrimResolve(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)
    triggers = (Trigger(on="combat-result", condition=_it_won, effect=gain(2), zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            give_might(g, unit, 3, source=ctx.source)
            create(g, ctx.source, ctx.controller, 1, {"unit": unit, "obj": g.cards[unit].obj})
