"""Defiant Dance (spell, Reaction, Signature of Irelia): "Give a unit +2 [S] this turn and another unit -2 [S]
this turn." Two targets; the second must differ from the first (355.9: "another", ``TargetSpec.distinct``)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("Defiant Dance")
class DefiantDance(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"), TargetSpec(kind="unit", distinct=True, text="another unit"))

    def resolve(self, ctx):
        up, down = ctx.chosen(0), ctx.chosen(1)
        for unit in up:
            give_might(ctx.g, unit, 2, source=ctx.source)
        for unit in down:
            give_might(ctx.g, unit, -2, source=ctx.source)
