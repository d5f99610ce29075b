"""Void Assault (spell; Kha'Zix): "Move a friendly unit, then move an enemy unit. (If they both move to a
battlefield you don't control, you're the attacker.)" Both units are targets; each destination (its
controller's base or a battlefield, 449) is chosen as the spell resolves, the friendly unit's first. Whoever
moves units there, arriving units contest the battlefield for their controller (450); the spell's player is
the attacker when both arrive at a battlefield they don't control."""

from .. import Behaviour, TargetSpec, card
from ..common import friendly_unit_and
from ..unleashed_common import move_where_chosen


@card("Void Assault")
class VoidAssault(Behaviour):
    targets = friendly_unit_and(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"))

    def resolve(self, ctx):
        g = ctx.g
        for i in (0, 1):
            for unit in ctx.chosen(i):
                move_where_chosen(g, ctx.controller, unit, ["base", *g.battlefields])
