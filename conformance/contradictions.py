"""Contradictions and near-duplicates across scenario files (``riftbound-conformance validate``).

Two scenarios are *the same situation* when their setups and their decisions are equal once players
and instance IDs are renamed in order of first appearance (players in turn order, then the instances as
the setup declares them). The same situation must have the same expectations, so where both scenarios
expect something at the same point (a checkpoint field after the same decision, or whether a decision
is refused and with which code) and they disagree, that is an **error**: one of the two rulings is
encoded wrongly. Where they agree, or one scenario has the same decisions and a setup that differs in a
single value (a Might, a card name, a flag), the later file gets a **warning**: a near-duplicate adds
little to the suite unless that value is the point, which its summary should then say.

Only the observed state is compared (events and legal actions are subsequences and inclusions, which
two scenarios may list differently without disagreeing); zone lists the rules leave unordered are
compared as multisets, a chain entry ``x`` is ``{item: x}``, ``units`` is ``cards``, ``scores.P`` is
``players.P.score``, and per-version
fields are compared for each rules version both scenarios apply to.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from conformance.exceptions import ScenarioError
from conformance.scenario import Checkpoint, Decision, Scenario, instance_ids
from conformance.variants import rename

VERSIONS = ("1.3", "1.4", "1.5")
#: Lists compared in order; every other list of names is a multiset.
_ORDERED = frozenset({"deck", "rune_deck", "chain"})
#: Checkpoint keys not compared (subsequences and inclusions, not values).
_NOT_COMPARED = frozenset({"events", "legal"})


@dataclass(frozen=True)
class Situation:
    scenario: Scenario
    item: Any                      # loader.LoadedFile
    table: dict[str, str]          # scenario name -> canonical name
    setup: str                     # canonical setup, JSON
    actions: str                   # canonical decisions, JSON
    leaves: frozenset[str]         # canonical setup leaves, for near-duplicates

    @property
    def back(self) -> dict[str, str]:
        return {v: k for k, v in self.table.items()}


def _table(s: Scenario) -> dict[str, str]:
    setup = s.setup
    players = list(setup.get("order") or list(setup.get("players", {})))
    table = {p: f"P{i + 1}" for i, p in enumerate(players)}
    table.update({ident: f"i{i + 1}" for i, ident in enumerate(instance_ids(setup))})
    return table


def _leaves(value: Any, path: str = "") -> Iterable[str]:
    if isinstance(value, Mapping):
        for k, v in value.items():
            yield from _leaves(v, f"{path}.{k}" if path else str(k))
    elif isinstance(value, list) and any(isinstance(v, (Mapping, list)) for v in value):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{path}[{i}]")
    else:
        yield f"{path}={json.dumps(value, sort_keys=True)}"


def situation(item: Any) -> Situation:
    s = item.scenario
    table = _table(s)
    setup = rename(s.setup, table)
    actions = [rename(step.engine_action(), table) for step in s.steps if isinstance(step, Decision)]
    return Situation(s, item, table, json.dumps(setup, sort_keys=True), json.dumps(actions, sort_keys=True),
                     frozenset(_leaves(setup)))


# -- expectations ----------------------------------------------------------------------------------

def _flat(fields: Mapping[str, Any], out: dict[str, Any], path: str = "") -> None:
    for key, value in fields.items():
        if not path and key in _NOT_COMPARED:
            continue
        name = f"{path}.{key}" if path else str(key)
        if not path and key == "units":
            name = "cards"
        if not path and key == "scores" and isinstance(value, Mapping):
            for player, score in value.items():
                out[f"players.{player}.score"] = score
            continue
        if not path and key == "chain" and isinstance(value, list):
            # an entry is a reference or {item, ...}: compare the length and each named field
            out["chain.length"] = len(value)
            for i, entry in enumerate(value):
                _flat(entry if isinstance(entry, Mapping) else {"item": entry}, out, f"chain[{i}]")
            continue
        if isinstance(value, Mapping) and value:
            _flat(value, out, name)
        elif isinstance(value, list) and key not in _ORDERED and all(isinstance(v, str) for v in value):
            out[name] = sorted(value)
        else:
            out[name] = value


def expectations(sit: Situation) -> dict[tuple[int, str], dict[str, tuple[Any, int | None]]]:
    """``(decisions before, version) -> {field: (canonical value, line)}``; refusals are the field
    ``refused`` of the decision's own position (``-1 - index``)."""
    s = sit.scenario
    versions = [v for v in VERSIONS if s.applies_to(v)]
    out: dict[tuple[int, str], dict[str, tuple[Any, int | None]]] = defaultdict(dict)
    decided = 0
    steps: list[Checkpoint | Decision] = list(s.steps) + ([s.expect] if s.expect is not None else [])
    for step in steps:
        if isinstance(step, Decision):
            code = step.code
            verdict = {"refused": bool(step.refused),
                       "code": sorted([code] if isinstance(code, str) else code) if code else None}
            for version in versions:
                out[(-1 - decided, version)]["refused"] = (verdict, step.line)
            decided += 1
            continue
        fields = rename(step.fields, sit.table)
        for version in versions:
            effective = {k: v for k, v in fields.items() if k != "by_version"}
            effective.update(fields.get("by_version", {}).get(version, {}))
            flat: dict[str, Any] = {}
            _flat(effective, flat)
            for name, value in flat.items():
                out[(decided, version)][name] = (value, step.line)
    return out


def _disagreement(a: Situation, b: Situation) -> tuple[str, int | None] | None:
    """The first point where ``b`` expects something else than ``a`` (in ``b``'s names), or None."""
    ea, eb = expectations(a), expectations(b)
    back = b.back
    for key in sorted(set(ea) & set(eb), key=lambda k: (_when(k[0]), k[1])):
        for name in sorted(set(ea[key]) & set(eb[key])):
            (va, _), (vb, line) = ea[key][name], eb[key][name]
            if name == "refused":
                if va["refused"] != vb["refused"] or (va["code"] and vb["code"] and not set(va["code"]) & set(vb["code"])):
                    what = lambda v: ("refused" + (f" ({', '.join(v['code'])})" if v["code"] else "")) \
                        if v["refused"] else "accepted"  # noqa: E731
                    return (f"decision {-1 - key[0] + 1} (of the decisions in order) is {what(vb)} here but "
                            f"{what(va)} there", line)
                continue
            if va != vb:
                where = "at the end" if key[0] >= _decisions(b.scenario) else f"after decision {key[0]}"
                shown = lambda v: json.dumps(rename(v, back))  # noqa: E731
                field = _named(name, back)
                return (f"{where}, {field} is expected {shown(vb)} here but {shown(va)} there"
                        + (f" (rules version {key[1]})" if len({k[1] for k in ea}) > 1 else ""), line)
    return None


_CANONICAL = re.compile(r"(?<![A-Za-z0-9_])(P[0-9]+|i[0-9]+)(?![A-Za-z0-9_])")


def _named(path: str, back: Mapping[str, str]) -> str:
    """A canonical field path (``players.P1.base[0]``) in a scenario's own names."""
    return _CANONICAL.sub(lambda m: back.get(m.group(1), m.group(1)), path)


def _when(position: int) -> int:
    """Chronological order of expectation positions: the checkpoints after k decisions (k), then
    whether decision k+1 is refused (-2 - k)."""
    return 2 * position if position >= 0 else 2 * (-1 - position) + 1


def _decisions(s: Scenario) -> int:
    return sum(1 for step in s.steps if isinstance(step, Decision))


def check(loaded: list[Any]) -> tuple[list[ScenarioError], list[ScenarioError]]:
    """(errors, warnings) for the valid scenarios of ``loaded`` (``loader.LoadedFile``), each reported
    on the later file of the pair."""
    sits = [situation(item) for item in loaded if item.scenario is not None]
    errors: list[ScenarioError] = []
    warnings: list[ScenarioError] = []
    by_actions: dict[str, list[Situation]] = defaultdict(list)
    for sit in sits:
        by_actions[sit.actions].append(sit)
    for group in by_actions.values():
        for j, later in enumerate(group):
            for earlier in group[:j]:
                other = f"{earlier.item.path} ({earlier.scenario.id})"
                if later.setup == earlier.setup:
                    found = _disagreement(earlier, later)
                    if found is not None:
                        message, line = found
                        errors.append(ScenarioError(later.item.path, line, None, "",
                                                    f"contradicts {other}: the same setup and actions up to "
                                                    f"renaming, but {message}"))
                    else:
                        warnings.append(_warning(later, f"warning: repeats {other}: the same setup and actions "
                                                        "up to renaming, and expectations that never disagree"))
                    break
                mine, theirs = later.leaves - earlier.leaves, earlier.leaves - later.leaves
                if len(mine) == len(theirs) == 1:
                    (here,), (there,) = mine, theirs
                    path, value = here.split("=", 1)
                    if path == there.split("=", 1)[0]:  # one value changed, nothing added or removed
                        warnings.append(_warning(later, f"warning: near-duplicate of {other}: the same actions, "
                                                        f"and a setup that differs only at setup."
                                                        f"{_named(path, later.back)} ({_named(value, later.back)} "
                                                        f"here, {_named(there.split('=', 1)[1], earlier.back)} there)"))
                        break
    return errors, warnings


def _warning(sit: Situation, message: str) -> ScenarioError:
    line, column = sit.item.marks.at(("id",)) if sit.item.marks else (None, None)
    return ScenarioError(sit.item.path, line, column, "id", message)
