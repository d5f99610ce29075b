"""Heedless Resurrection (spell, Reaction): "As an additional cost to play this, kill a friendly unit. Play
a unit from your trash that costs no more Energy and no more Power than the killed unit, ignoring its
cost."

The unit to play is chosen first, while the spell's choices are made (355.5), and must already be in the
trash then (355.9.a); the friendly unit is killed later, as the additional cost is paid (357.2), so it
cannot be the one chosen. The killed unit must cost at least as much as the chosen one (with Repeat, as
each execution's chosen one: the cost is paid once, 357.2, 820.3.a). "Ignoring its cost" sets only its
base costs to zero (356.1.b.1). The kill is a cost: a counter does not undo it (425.1.c.1)."""

from ...playing import play_by_effect
from .. import Behaviour, CostSpec, TargetSpec, card


def _costs_enough(g, chooser, cand, source) -> bool:
    item = g.item(source)
    groups = item.data.get("groups", []) if item is not None else []
    chosen = [t for group in groups for t in group]  # with Repeat, the unit of every execution (820.2)
    mine = g.cards[cand]
    return all(mine.energy >= g.cards[t].energy and mine.power >= g.cards[t].power for t in chosen)


@card("Heedless Resurrection")
class HeedlessResurrection(Behaviour):
    targets = (TargetSpec(kind="trash", where="unit", text="a unit from your trash"),)
    costs = (CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly", restriction=_costs_enough,
                                                       text="a friendly unit costing at least as much")),)

    def resolve(self, ctx):
        for cid in ctx.chosen(0):
            play_by_effect(ctx.g, ctx.controller, cid, to=None, ignore_cost=True)
