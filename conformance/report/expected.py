"""Expected against actual at the diverging checkpoint: which board objects a difference names, and the
board as the scenario expected it (the observed state with each expected value put in its place).

Field names are the checkpoint's own (``cards.fodder.might``, ``battlefields.bf1.units``,
``players.A.trash``, ``scores.B``, ``chain``, ``priority``; see conformance/compare.py). Fields no board
shows (``events[...]``, ``legal...``) name no object; the report still lists them in its table.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from conformance.results.snapshots import state_at

_TURN = {"state": "state", "phase": "phase", "active": "active", "turn": "number"}
_COUNTS = {"hand_count": "hand", "deck_count": "deck", "trash_count": "trash", "rune_deck_count": "rune_deck"}
ABSENT = "<absent>"


def objects(field: str, state: Mapping[str, Any] | None = None) -> set[str]:
    """The board objects (see conformance.report.board) a diverging field is about."""
    parts = field.split(".")
    head = parts[0]
    if head in ("cards", "units") and len(parts) > 1:
        return {f"card:{parts[1]}"}
    if head == "battlefields" and len(parts) > 1:
        return {f"bf:{parts[1]}"}
    if head in ("players", "scores") and len(parts) > 1:
        return {f"player:{parts[1]}"}
    if head in _TURN:
        return {"turn"}
    if head in ("priority", "focus", "chain", "winner"):
        return {head}
    if head.startswith("decision"):
        return {"decision"}
    if head in ("showdown", "combat", "staged"):
        at = (state or {}).get("showdown") if isinstance(state, Mapping) else None
        where = at.get("at") if isinstance(at, Mapping) else None
        return {f"bf:{where}", "showdown"} if where else {"showdown", "turn"}
    return set()


def highlights(differences: Iterable[Mapping[str, Any]], state: Mapping[str, Any] | None = None) -> set[str]:
    out: set[str] = set()
    for d in differences:
        out |= objects(str(d.get("field", "")), state)
    return out


def _placeholder_cards(state: dict[str, Any], entries: list[Any], zone: str) -> list[str]:
    """Zone entries as card IDs; ``{card: Name, ...}`` entries become stand-in cards with those fields."""
    out = []
    for i, entry in enumerate(entries):
        if isinstance(entry, Mapping):
            ident = f"{entry.get('card', 'card')} #{i + 1}"
            card = {"name": entry.get("card"), "zone": zone, "type": "unit"}
            card.update({k: v for k, v in entry.items() if k != "card"})
            state.setdefault("cards", {})[ident] = card
            out.append(ident)
        else:
            out.append(str(entry))
    return out


def expected_state(actual: Mapping[str, Any], differences: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """``actual`` with every difference's expected value in place: the board the scenario expected."""
    state: dict[str, Any] = copy.deepcopy(dict(actual))
    for d in differences:
        field, value = str(d.get("field", "")), d.get("expected")
        parts = field.split(".")
        head = parts[0]
        try:
            if head in _TURN:
                state.setdefault("turn", {})[_TURN[head]] = value
            elif head in ("priority", "focus", "winner"):
                state[head] = value
            elif head == "chain" and isinstance(value, list):
                state["chain"] = [dict(v, ref=v.get("item")) if isinstance(v, Mapping) else {"ref": v, "kind": "card"}
                                  for v in value]
            elif head in ("cards", "units") and len(parts) >= 2:
                cards = state.setdefault("cards", {})
                if len(parts) == 2 and isinstance(value, Mapping):
                    cards[parts[1]] = {**cards.get(parts[1], {}), **value}
                elif len(parts) == 3:
                    cards.setdefault(parts[1], {})[parts[2]] = value
            elif head == "battlefields" and len(parts) == 3:
                bf = state.setdefault("battlefields", {}).setdefault(parts[1], {})
                bf[parts[2]] = (_placeholder_cards(state, value, parts[1])
                                if parts[2] in ("units", "facedown") and isinstance(value, list) else value)
            elif head == "players" and len(parts) == 3:
                player = state.setdefault("players", {}).setdefault(parts[1], {})
                key = parts[2]
                if key in _COUNTS and isinstance(value, int):
                    player[_COUNTS[key]] = [f"?{i}" for i in range(value)]
                    if key == "hand_count":
                        player["hand_count"] = value
                elif isinstance(value, list):
                    player[key] = _placeholder_cards(state, value, key)
                else:
                    player[key] = value
            elif head == "scores" and len(parts) == 2:
                state.setdefault("players", {}).setdefault(parts[1], {})["score"] = value
            elif head in ("showdown", "combat"):
                if len(parts) == 1:
                    state["showdown"] = (dict(value, combat=head == "combat") if isinstance(value, Mapping)
                                         else value)
                else:
                    showdown = state.get("showdown") if isinstance(state.get("showdown"), dict) else {}
                    showdown[parts[1]] = value
                    state["showdown"] = showdown
            elif head == "staged":
                state["staged"] = value
            elif head == "decision":
                if len(parts) == 1:
                    state["decision"] = value
                elif isinstance(state.get("decision"), dict):
                    state["decision"][parts[1]] = value
                else:
                    state["decision"] = {parts[1]: value}
        except (AttributeError, TypeError):  # an expected value of a shape the board cannot hold
            continue
    return state


def divergence(record: Any) -> dict[str, Any] | None:
    """For a record that diverged with its state kept: the actual and expected states, the highlighted
    objects and the step; None otherwise. ``record`` is a ResultRecord or its JSON form."""
    def get(obj: Any, key: str) -> Any:  # a record's JSON form or the record itself (never copied whole)
        return obj.get(key) if isinstance(obj, Mapping) else getattr(obj, key, None)

    failure = get(record, "failure")
    if not failure:
        return None
    step = get(failure, "step") or ""
    actual = state_at(get(record, "states") or [], step)
    if actual is None:
        return None
    differences = get(failure, "differences") or []
    return {"step": step, "actual": actual, "expected": expected_state(actual, differences),
            "highlight": highlights(differences, actual), "differences": differences}
