"""Observed states kept in a result record, so reports can draw the board without the engine.

A record keeps the state after setup, at each checkpoint and where the scenario diverged (``states``: a
list of ``{"step", "state"}``, in play order). They are bounded: cards no board shows (in a deck, a rune
deck or out of the game) are dropped, as are long option lists; a state still over ``MAX_STATE_BYTES``
loses its hand, trash and banishment cards and then is dropped whole; at most ``MAX_STATES`` states are
kept (the setup, the last ones, always the diverging one).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a declared dependency
    orjson = None

MAX_STATES = 12
MAX_STATE_BYTES = 48_000
_HIDDEN_ZONES = {"deck", "rune_deck", "none"}
_SECONDARY_ZONES = {"hand", "trash", "banishment"}


def _dumps(value: Any) -> bytes:
    """``value`` as compact UTF-8 JSON; anything JSON cannot hold becomes its ``str`` (orjson, a few times
    faster than the json module; the json module when orjson refuses, e.g. an integer beyond 64 bits)."""
    if orjson is not None:
        try:
            return orjson.dumps(value, default=str, option=orjson.OPT_NON_STR_KEYS)
        except TypeError:
            pass
    return json.dumps(value, ensure_ascii=False, default=str, separators=(",", ":")).encode("utf-8")


def _size(value: Any) -> int:
    """Bytes of ``value`` as compact JSON, what MAX_STATE_BYTES bounds."""
    return len(_dumps(value))


def trim(state: Mapping[str, Any], keep: set[str] = frozenset()) -> dict[str, Any] | None:
    """A JSON-safe copy of ``state`` small enough to keep, or None if it cannot be made so. Cards named
    in ``keep`` (those a checkpoint asked about) survive every cut."""
    try:
        data = json.loads(_dumps(state)) if orjson is None else orjson.loads(_dumps(state))
    except (TypeError, ValueError):  # pragma: no cover - states come from JSON or plain dicts
        return None
    if not isinstance(data, dict):
        return None
    cards = data.get("cards")
    if isinstance(cards, dict):
        data["cards"] = {k: v for k, v in cards.items()
                         if k in keep or not isinstance(v, dict) or v.get("zone") not in _HIDDEN_ZONES}
    decision = data.get("decision")
    if isinstance(decision, dict) and isinstance(decision.get("options"), list) and len(decision["options"]) > 20:
        decision["options"] = decision["options"][:20] + ["..."]
    if _size(data) > MAX_STATE_BYTES and isinstance(data.get("cards"), dict):
        data["cards"] = {k: v for k, v in data["cards"].items()
                         if k in keep or not isinstance(v, dict) or v.get("zone") not in _SECONDARY_ZONES}
    if _size(data) > MAX_STATE_BYTES:
        return None
    return data


class Snapshots:
    """Collects the states of one scenario run as it goes."""

    def __init__(self) -> None:
        self.states: list[dict[str, Any]] = []

    def take(self, step: str, state: Mapping[str, Any] | None, keep: set[str] = frozenset()) -> None:
        if state is None or any(s["step"] == step for s in self.states):
            return
        trimmed = trim(state, keep)
        if trimmed is not None:
            self.states.append({"step": step, "state": trimmed})

    def kept(self) -> list[dict[str, Any]]:
        """At most MAX_STATES: the first (setup) and the last ones, which include the divergence."""
        if len(self.states) <= MAX_STATES:
            return list(self.states)
        return self.states[:1] + self.states[-(MAX_STATES - 1):]


def state_at(states: list[dict[str, Any]], step: str) -> dict[str, Any] | None:
    """The state a record kept for ``step`` (``"setup"``, ``"actions[3]"``, ``"expect"``), or None."""
    for entry in states or ():
        if entry.get("step") == step:
            return entry.get("state")
    return None
