"""Cleave (spell, Action): give a unit Assault 3 this turn."""

from ...effects import give_keyword
from .. import Behaviour, TargetSpec, card


@card("Cleave")
class Cleave(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_keyword(ctx.g, unit, "Assault 3", source=ctx.source)
