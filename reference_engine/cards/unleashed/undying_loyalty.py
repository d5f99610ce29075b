"""Undying Loyalty (spell): "This costs [2] less if you choose a Bird, Cat, Dog, or Poro. Play a unit with
cost no more than [2] and no more than [A] from your trash, ignoring its cost." The unit in the trash is a
target (355.9.a), chosen before the cost is determined (355 then 356), so the discount reads it (356.4);
"no more than [A]" is at most one Power. It is played by the effect, ignoring its cost (its player chooses
where, 355.2.a)."""

from ...playing import play_by_effect
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import has_critter_tag


def _cheap(g, chooser, cand, source) -> bool:
    c = g.cards[cand]
    return (c.energy or 0) <= 2 and (c.power or 0) <= 1


@card("Undying Loyalty")
class UndyingLoyalty(Behaviour):
    targets = (TargetSpec(kind="trash", where="unit", restriction=_cheap,
                          text="a unit costing no more than [2] and [A] from your trash"),)

    def cost_discount(self, g, source, item):
        if source != item.source:
            return None
        chosen = [t for grp in item.data.get("groups", []) for t in grp]
        return (2, 0, 0) if any(has_critter_tag(g.cards[t]) for t in chosen) else None

    def resolve(self, ctx):
        for cid in ctx.chosen(0):
            play_by_effect(ctx.g, ctx.controller, cid, to=None, ignore_cost=True)
