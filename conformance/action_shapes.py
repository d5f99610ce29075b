"""Decisions in the shape the engine asked for in its handshake (docs/engine-protocol.md, "Conventions").

Scenarios write decisions one way; engines model some of them another way, and neither is wrong:

* **Damage assignment** (465.2.c): each side's Might is summed and its player assigns the total among the
  enemy units, so a scenario may write ``assign`` per defender (``{guard: 3, other: 2}``), or per pair of
  one of the player's units and a defender (``{brute: {guard: 3}, ally: {other: 2}}``). An engine
  declaring ``damage_assignment: per-defender`` (the default) receives per-defender sums; one declaring
  ``per-pair`` receives pairs: a per-defender assignment is split over the assigning player's units at
  the combat (in the observed order, each giving up to its Might), which deals exactly the same damage.
* **Targets** (355.7): chosen as a card is played or an ability activated. An engine declaring
  ``targets: with-play`` (the default) receives them in the ``play`` / ``activate`` decision; one declaring
  ``targets: question`` receives the decision without them, then answers the ``choose`` question it opens
  with them (the runner does both, as one scripted decision).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

DAMAGE_ASSIGNMENT = ("per-defender", "per-pair")
TARGETS = ("with-play", "question")


def is_per_pair(assign: Mapping[str, Any]) -> bool:
    return any(isinstance(v, Mapping) for v in assign.values())


def per_defender(assign: Mapping[str, Any]) -> dict[str, int]:
    """Damage per defender: a per-pair assignment summed over the assigning units."""
    if not is_per_pair(assign):
        return dict(assign)
    out: dict[str, int] = {}
    for targets in assign.values():
        for target, amount in targets.items():
            out[target] = out.get(target, 0) + amount
    return out


def _sources(player: str, state: Mapping[str, Any]) -> list[tuple[str, int]]:
    """The player's units at the combat that add damage (Might above 0, not stunned), in observed order."""
    showdown = state.get("showdown") if isinstance(state.get("showdown"), Mapping) else {}
    bf = (state.get("battlefields") or {}).get(showdown.get("at")) or {}
    cards = state.get("cards") or {}
    out = []
    for unit in bf.get("units") or ():
        card = cards.get(unit) or {}
        might = card.get("might")
        if card.get("controller") == player and not card.get("stunned") and isinstance(might, int) and might > 0:
            out.append((unit, might))
    return out


def per_pair(assign: Mapping[str, Any], player: str, state: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """Pairs of the player's units and defenders dealing the same damage per defender. Each unit gives
    up to its Might, defenders in the scenario's order; anything the units cannot cover (a scenario
    assigning more than the side's Might, which the engine should refuse) goes to the last unit."""
    if is_per_pair(assign):
        return {unit: dict(targets) for unit, targets in assign.items()}
    sources = _sources(player, state)
    if not sources:
        return {}
    pairs: dict[str, dict[str, int]] = {}
    capacity = [might for _, might in sources]
    i = 0
    for target, amount in assign.items():
        left = amount
        while left > 0:
            while i < len(sources) - 1 and capacity[i] == 0:
                i += 1
            give = left if i == len(sources) - 1 else min(left, capacity[i])
            bucket = pairs.setdefault(sources[i][0], {})
            bucket[target] = bucket.get(target, 0) + give
            capacity[i] -= give
            left -= give
    return pairs


def adapt(action: dict[str, Any], damage_assignment: str, state: Mapping[str, Any]) -> dict[str, Any]:
    """``action`` with its ``assign`` in the engine's declared form (``action`` itself when unchanged)."""
    if "assign" in action and isinstance(action["assign"], Mapping):
        action = dict(action)
        if damage_assignment == "per-pair":
            action["assign"] = per_pair(action["assign"], action.get("player", ""), state)
        else:
            action["assign"] = per_defender(action["assign"])
    return action


def targets_apart(action: Mapping[str, Any]) -> tuple[dict[str, Any], list[Any] | None]:
    """For ``targets: question``: the ``play`` / ``activate`` decision without its targets, and them."""
    if ("play" in action or "activate" in action) and action.get("targets"):
        return {k: v for k, v in action.items() if k != "targets"}, list(action["targets"])
    return dict(action), None
