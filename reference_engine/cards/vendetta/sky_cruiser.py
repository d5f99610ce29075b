"""Sky Cruiser (unit, 3 Might): "Discard a gear, [1], [T]: Deal 4 to a unit at a battlefield."

Discarding a gear card from hand is a non-resource cost chosen and paid as the ability is finalized
(403-404); the unit is its target."""

from ...effects import deal
from .. import Ability, Behaviour, CostSpec, TargetSpec, card


def _a_gear(g, chooser, cand, source) -> bool:
    return g.cards[cand].type == "gear"


def _deal(ctx) -> None:
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 4, by=ctx.controller, source=ctx.source)


@card("Sky Cruiser")
class SkyCruiser(Behaviour):
    abilities = (Ability(effect=_deal, energy=1, exhaust=True,
                         costs=(CostSpec(action="discard", choice=TargetSpec(kind="hand", restriction=_a_gear, text="a gear")),),
                         targets=(TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)),)
