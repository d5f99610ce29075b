"""Convergent Mutation (spell, Reaction), with its Origins errata: "Choose a friendly unit. This turn,
increase its Might to the Might of another friendly unit."

Both units are chosen as it is played. As it resolves the first unit gets, for the turn, the increase
that brings it up to the other's current Might; an increase never lowers it, so if it already has as
much or more nothing happens. The increase is fixed then (477.3.b): later changes to the other unit do
not matter."""

from ...effects import give_might
from ...might import might
from .. import Behaviour, TargetSpec, card
from ..common import friendly_unit_and


@card("Convergent Mutation")
class ConvergentMutation(Behaviour):
    targets = friendly_unit_and(TargetSpec(kind="unit", relation="friendly", text="another friendly unit"))

    def resolve(self, ctx):
        g = ctx.g
        unit, model = ctx.chosen_one(0), ctx.chosen_one(1)
        if unit is None or model is None or unit == model:
            return
        gap = (might(g, model) or 0) - (might(g, unit) or 0)
        if gap > 0:
            give_might(g, unit, gap, source=ctx.source)
