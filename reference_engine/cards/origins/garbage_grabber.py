"""Garbage Grabber (gear): "Recycle 3 from your trash, [1], Exhaust: Draw 1." All three costs are paid
as the ability is activated; with fewer than three cards in the trash it cannot be (416.3)."""

from ...effects import draw
from .. import Ability, Behaviour, CostSpec, TargetSpec, card


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Garbage Grabber")
class GarbageGrabber(Behaviour):
    abilities = (Ability(effect=_draw, energy=1, exhaust=True, costs=(CostSpec(action="recycle", choice=TargetSpec(
        kind="trash", minimum=3, maximum=3, text="3 cards from your trash")),)),)
