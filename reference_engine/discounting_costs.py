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
        if spec.maximum == 1:  # 357: only a choice after which the total can be paid
            cands = [c for c in cands if _payable_with(g, item, index, [c])]
        elif not _payable_with(g, item, index, cands[:spec.maximum]):
            cands = []  # even the largest discount leaves a total that cannot be paid
        if len(cands) < spec.minimum or (not cands and not _payable_with(g, item, index, [])):
            raise UnpayableCost(f"{item.source}'s cost cannot be paid with any choice ({cost.action} {spec.text})")
        chosen[str(index)] = choose_from(
            g, item.controller, cands, f"{cost.action} {spec.text} to pay for {item.source}",
            minimum=spec.minimum, maximum=spec.maximum,
            group=lambda ans, index=index: None if _payable_with(g, item, index, ans)
            else f"with that choice the cost of {item.source} cannot be paid (357)")


def _payable_with(g: GameState, item: ChainItem, index: int, picked: list[str]) -> bool:
    """Whether the total cost of ``item`` could be paid from the pool with ``picked`` chosen for its
    ``index``-th cost (tried on a copy of the state: nothing is paid)."""
    from .errors import IllegalAction, NeedDecision
    from .payment import pay
    from .state import clone

    trial = clone(g)
    it = trial.chain[g.chain.index(item)]
    it.data.setdefault("cost_choices", {})[str(index)] = list(picked)
    try:
        pay(trial, it)
    except NeedDecision:
        return True  # a question about paying comes: some answer may pay it
    except IllegalAction:
        return False
    return True


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
