"""Possession (spell, Action): "Choose an enemy unit at a battlefield. Take control of it and recall it."
The recall sends it to its new controller's base without moving it (455-456: no move triggers, "can't
move" does not stop it) and leaves it ready or exhausted as it was (458)."""

from ...control import gain_control
from ...effects import recall
from .. import Behaviour, TargetSpec, card


@card("Possession")
class Possession(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="enemy", text="an enemy unit at a battlefield"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            gain_control(ctx.g, unit, ctx.controller, source=ctx.source)
            recall(ctx.g, unit)
