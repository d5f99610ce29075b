"""Siphon Power (spell, Reaction): "Choose a battlefield. Give friendly units there +1 [M] this turn and
enemy units there -1 [M] this turn, to a minimum of 1 [M]."

The units are those at the battlefield as the spell resolves (a battlefield is the target, not its
units). The minimum limits each enemy unit's decrease as it is applied (477.3.b)."""

from ...effects import give_might
from ...history import units_at
from .. import Behaviour, TargetSpec, card


@card("Siphon Power")
class SiphonPower(Behaviour):
    targets = (TargetSpec(kind="battlefield", text="a battlefield"),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        for bf in ctx.chosen(0):
            for unit in units_at(g, bf):
                if g.cards[unit].controller == me:
                    give_might(g, unit, 1, source=ctx.source)
                else:
                    give_might(g, unit, -1, minimum=1, source=ctx.source)
