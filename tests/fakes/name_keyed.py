"""Engines that pass the shipped scenarios as written but key behaviour on names, which no rule does.
They wrap the reference engine and break it in one way each; ``run --variants`` must catch both."""

from __future__ import annotations

from typing import Any

from conformance.adapters.protocol import ActionResult
from conformance.adapters.reference import ReferenceAdapter


class SortedSeats(ReferenceAdapter):
    """Seats the players by name: the alphabetically first one is the first player and the turn player,
    whatever the setup's ``order`` and ``turn.active`` say."""

    def setup(self, setup: dict[str, Any], *, rules_version: str) -> None:
        setup = dict(setup)
        setup["order"] = sorted(setup["players"])
        setup["players"] = {p: setup["players"][p] for p in setup["order"]}
        setup["turn"] = {**setup.get("turn", {}), "active": setup["order"][0]}
        super().setup(setup, rules_version=rules_version)


class BattlefieldsByName(ReferenceAdapter):
    """Tells a battlefield from the base by its ID: a unit may only move to ``base`` or an ID that looks
    like ``bf1``."""

    def act(self, action: dict[str, Any]) -> ActionResult:
        to = action.get("to")
        if "move" in action and to != "base" and not str(to).startswith("bf"):
            return ActionResult(False, f"unknown battlefield {to!r}", "illegal-destination")
        return super().act(action)
