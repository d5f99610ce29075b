"""Wind and Ghosts (spell, [Action]): "Choose a unit at a battlefield. If it has 3 [S] or less, banish it.
Otherwise, return it to its owner's hand." Its Might is read as the spell resolves (a condition of the
instruction, not of the target)."""

from ...effects import banish, return_to_hand
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


@card("Wind and Ghosts")
class WindAndGhosts(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            if effective_might(ctx.g, unit) <= 3:
                banish(ctx.g, unit, by=ctx.controller)
            else:
                return_to_hand(ctx.g, unit)
