"""Back to Back (spell, Reaction): "Give two friendly units each +2 Might this turn." Two targets, which
must be two different friendly units as it is played (355.8); it still resolves if one or both are no
longer legal, affecting only those that are (359.3.e.5)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("Back to Back")
class BackToBack(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", minimum=2, maximum=2, text="two friendly units"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, 2, source=ctx.source)
