"""Vi, Destructive (unit, Ganking): "Recycle 1 from your trash: Give me +1 Might this turn." Recycling is
the ability's cost: with an empty trash it cannot be activated (416.3). The card recycled is the
player's choice (416.6), to the bottom of their main deck."""

from ...effects import give_might
from .. import Ability, Behaviour, CostSpec, TargetSpec, card


def _grow(ctx):
    give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Vi, Destructive")
class ViDestructive(Behaviour):
    abilities = (Ability(effect=_grow, costs=(CostSpec(action="recycle", choice=TargetSpec(
        kind="trash", text="a card from your trash")),)),)
