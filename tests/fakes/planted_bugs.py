"""Engines with one planted rule bug, for the differential fuzzer's acceptance tests (tests/test_fuzz.py).

Each is the reference engine's in-process adapter with a single rule broken, so every divergence the
fuzzer finds is the planted one:

* ``PriorityAfterPlay``: after a card is played, priority goes to the wrong player (the next one in turn
  order instead of the controller of the newest chain item, 337.4);
* ``IgnoresAssault``: units never have Assault (a keyword ignored), so its Might bonus never applies and
  the keyword is not reported.
"""

from __future__ import annotations

from typing import Any

from conformance.adapters.protocol import EngineInfo
from conformance.adapters.reference import ReferenceAdapter


class PriorityAfterPlay(ReferenceAdapter):
    def __init__(self, rules_version: str | None = None):
        super().__init__(rules_version)
        self._after_play = False

    def describe(self) -> EngineInfo:
        info = super().describe()
        return EngineInfo(**{**info.__dict__, "name": "priority-after-play"})

    def act(self, action):
        result = super().act(action)
        self._after_play = result.accepted and "play" in action
        return result

    def observe(self) -> dict[str, Any]:
        state = dict(super().observe())
        if self._after_play and state["chain"] and state["priority"] is not None:
            players = list(state["players"])
            state["priority"] = players[(players.index(state["priority"]) + 1) % len(players)]
        return state


def _strip_assault(card: dict) -> dict:
    body = card.get("unit")
    if isinstance(body, dict) and body.get("keywords"):
        body = {**body, "keywords": [k for k in body["keywords"] if not k.startswith("Assault")]}
        card = {**card, "unit": body}
    return card


class IgnoresAssault(ReferenceAdapter):
    def describe(self) -> EngineInfo:
        info = super().describe()
        return EngineInfo(**{**info.__dict__, "name": "ignores-assault"})

    def setup(self, setup, *, rules_version: str) -> None:
        setup = {**setup, "players": {p: {z: ([_strip_assault(c) for c in v] if isinstance(v, list) else v)
                                          for z, v in spec.items()} for p, spec in setup["players"].items()},
                 "battlefields": [{**bf, "units": [_strip_assault(c) for c in bf.get("units", [])]}
                                  for bf in setup.get("battlefields", [])]}
        super().setup(setup, rules_version=rules_version)
