"""Additional costs whose payment reduces the cost they are part of (356.2, 356.4): "As you play me, you may kill
any number of friendly units as an additional cost. Reduce my cost by [C] for each killed this way", "You may kill
a friendly unit as an additional cost to play me. If you do, I cost [1] less for each Energy it costs".

Costs are determined in order (356): the additional costs are chosen first (356.2), then discounts apply to the
total (356.4), then everything is paid (357). So the objects of such a ``CostSpec(discount=...)`` are chosen as
the card is finalized before its total cost is determined (``choose``), kept in ``item.data["cost_choices"]``
(by the cost's index), paid with the other non-standard costs (``chain._additional_costs`` uses the choice) and
turned into a discount of the total (``discounts``, read by ``payment.cost_discounts``)."""

from __future__ import annotations

from .behaviour import behaviour_of
from .cost_changes import cost_due
from .decisions import choose_from
from .errors import UnpayableCost
from .state import ChainItem, GameState
from .targets import candidates


def one_power_each(g: GameState, chosen: list[str]) -> tuple[int, int]:
    """"Reduce my cost by [C] for each ...": one Power off for each object chosen."""
    return 0, len(chosen)


def _discounting(g: GameState, item: ChainItem):
    if item.kind != "card" or item.data.get("ignore_all_costs"):
        return  # 356.5.a: "any and all costs" includes the non-standard ones
    for index, cost in enumerate(behaviour_of(g, item.source).costs):
        if cost.discount is not None and cost_due(item, cost):
            yield index, cost


def choose(g: GameState, item: ChainItem) -> None:
    """356.2: choose the objects of each due discounting cost of the card of ``item`` (a question unless forced)."""
    chosen = item.data.setdefault("cost_choices", {})
    for index, cost in _discounting(g, item):
        if str(index) in chosen:
            continue
        spec = cost.choice
        cands = [c for c in candidates(g, spec, item.controller, item.source) if c != item.source]
        if len(cands) < spec.minimum:
            raise UnpayableCost(f"{item.source}'s additional cost cannot be paid ({cost.action} {spec.text})")
        chosen[str(index)] = choose_from(g, item.controller, cands, f"{cost.action} {spec.text} to pay for "
                                         f"{item.source}", minimum=spec.minimum, maximum=spec.maximum)


def chosen_for(item: ChainItem, index: int) -> list[str] | None:
    """The objects chosen beforehand for the card's ``index``-th cost, or None if it is not a discounting one."""
    return item.data.get("cost_choices", {}).get(str(index))


def discounts(g: GameState, item: ChainItem) -> list[tuple[int, int, int]]:
    """356.4: the discounts the chosen objects of discounting costs give, as (Energy, Power of any domain,
    minimum Energy)."""
    out = []
    for index, cost in _discounting(g, item):
        picked = chosen_for(item, index)
        if picked:
            energy, power = cost.discount(g, picked)
            if energy or power:
                out.append((energy, power, 0))
    return out
