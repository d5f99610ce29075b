"""Guttural Roar (spell, [Action]): "Give a unit +2 [S] this turn. If it's [Empowered], give it +4 [S] this
turn instead." Whether the unit is Empowered is read as the spell resolves (441.2)."""

from ...empowered import is_empowered
from .. import Behaviour, TargetSpec, card
from ..cardsD_common import give_this_turn


@card("Guttural Roar")
class GutturalRoar(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_this_turn(ctx, unit, 4 if is_empowered(ctx.g, unit) else 2)
