"""Two observed states compared in the scenario format's checkpoint terms (docs/scenario-format.md).

``differences(oracle, engine, untracked)`` lists the checkpoint fields whose values differ, skipping what
a checkpoint cannot name and the fields the engine declares it does not track; ``expectation`` turns the
oracle's values of those fields into a checkpoint mapping (``cards: {u1: {might: 3}}``), which a written
scenario expects. ``rules_for`` cites the Core Rules v1.4 rules a field is about, for the scenario's
``rules`` (a starting point for the human who reviews the case).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from conformance.compare import is_untracked

_TURN = {"state": "state", "phase": "phase", "active": "active", "number": "turn"}
_TOP = ("priority", "focus", "winner")
_CARD = ("zone", "owner", "controller", "exhausted", "damage", "might", "buffed", "stunned", "hidden", "token",
         "designation", "attached_to", "empowered", "keywords")
_PLAYER = ("score", "xp", "energy", "power", "hand", "deck", "trash", "base", "banishment", "runes", "rune_deck",
           "legend", "hand_count", "lost", "conceded", "champion")
_BATTLEFIELD = ("controller", "contested", "units", "facedown", "scored")
_UNORDERED = {"hand", "trash", "base", "banishment", "runes", "units", "facedown", "scored", "champion", "keywords"}

#: Core Rules v1.4 rules by checkpoint field (the last part of its name).
_RULES = {"priority": ["312.1", "312.2"], "focus": ["313.1"], "state": ["310"], "chain": ["337.4"],
          "phase": ["315"], "active": ["315"], "turn": ["315"], "might": ["477.3"], "keywords": ["477.2"],
          "damage": ["142.2"], "exhausted": ["143.4"], "showdown": ["310"], "decision": ["410.2"]}


def _chain(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"item": item.get("ref"), **{k: item[k] for k in ("controller", "status", "kind") if k in item}}
            for item in state.get("chain") or []]


def _showdown(state: Mapping[str, Any]) -> Any:
    sd = state.get("showdown")
    return None if sd is None else {k: sd[k] for k in ("at", "combat") if k in sd}


def _decision(state: Mapping[str, Any]) -> Any:
    d = state.get("decision")
    return None if d is None else {"player": d.get("player"), "kind": d.get("kind")}


def flatten(state: Mapping[str, Any]) -> dict[tuple[str, ...], Any]:
    """Every checkpoint field of an observed state, by its path in checkpoint terms."""
    out: dict[tuple[str, ...], Any] = {}
    turn = state.get("turn") or {}
    for key, name in _TURN.items():
        out[(name,)] = turn.get(key)
    for key in _TOP:
        out[(key,)] = state.get(key)
    out[("chain",)] = _chain(state)
    out[("showdown",)] = _showdown(state)
    out[("decision",)] = _decision(state)
    for cid, card in (state.get("cards") or {}).items():
        for key in _CARD:
            if key in card:
                out[("cards", cid, key)] = card[key]
    for p, ps in (state.get("players") or {}).items():
        for key in _PLAYER:
            if key in ps:
                out[("players", p, key)] = ps[key]
    for b, bs in (state.get("battlefields") or {}).items():
        for key in _BATTLEFIELD:
            if key in bs:
                out[("battlefields", b, key)] = bs[key]
    return out


def _same(path: tuple[str, ...], a: Any, b: Any) -> bool:
    if path[-1] in _UNORDERED and isinstance(a, list) and isinstance(b, list):
        return sorted(map(repr, a)) == sorted(map(repr, b))
    return a == b and type(a) is type(b) or (isinstance(a, (int, float)) and isinstance(b, (int, float))
                                              and not isinstance(a, bool) and a == b)


def differences(oracle: Mapping[str, Any], engine: Mapping[str, Any],
                untracked: Sequence[str] = ()) -> list[tuple[str, Any, Any]]:
    """(field, oracle's value, engine's value) for every tracked checkpoint field that differs. A field the
    engine's state leaves out is not compared (it does not report it), but a card missing altogether is a
    difference (its fields' values are None)."""
    mine, theirs = flatten(oracle), flatten(engine)
    known_cards = {path[1] for path in theirs if path[0] == "cards"}
    out = []
    for path, want in mine.items():
        name = ".".join(path)
        if untracked and is_untracked(name, untracked):
            continue
        if path not in theirs and not (path[0] == "cards" and path[1] not in known_cards):
            continue  # a field the engine leaves out of its state (optional in schema/state.schema.json)
        got = theirs.get(path)
        if not _same(path, want, got):
            out.append((name, want, got))
    return out


def expectation(oracle: Mapping[str, Any], fields: Sequence[str]) -> dict[str, Any]:
    """The oracle's values of ``fields`` (checkpoint names) as one checkpoint mapping."""
    values = flatten(oracle)
    out: dict[str, Any] = {}
    for name in fields:
        path = tuple(name.split("."))
        value = values.get(path)
        node = out
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = value
    return out


def rules_for(fields: Sequence[str]) -> list[str]:
    out: list[str] = []
    for name in fields:
        for rule in _RULES.get(name.split(".")[-1], ["410.1"]):
            if rule not in out:
                out.append(rule)
    return out
