"""Per-engine known failures: a YAML list of ``{id, reason, link?, rules_versions?}``.

A scenario listed here that does not pass is reported as ``xfail``; one that passes is ``xpass``, which
fails the run under ``--strict-expectations`` (the list is out of date), as does an entry naming no
scenario of the run (conformance/plugin.py, ``check_selection``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from conformance.exceptions import ScenarioError, ScenarioErrors
from conformance.safe_yaml import MAX_BYTES, load as load_yaml
from conformance.untrusted import read_limited

_KEYS = {"id", "reason", "link", "rules_versions"}


@dataclass(frozen=True)
class KnownFailure:
    id: str
    reason: str
    link: str | None = None
    rules_versions: tuple[str, ...] = ()

    def applies_to(self, rules_version: str) -> bool:
        return not self.rules_versions or rules_version in self.rules_versions

    def describe(self) -> str:
        return self.reason + (f" ({self.link})" if self.link else "")


def load_expectations(path: str | Path) -> dict[str, KnownFailure]:
    """Known failures by scenario id; ScenarioErrors names file, line and field of each problem."""
    origin = str(path)
    try:
        raw = read_limited(path, MAX_BYTES)
    except OSError as exc:
        raise ScenarioErrors([ScenarioError(origin, None, None, "", f"cannot read: {exc}")]) from None
    try:
        data, marks = load_yaml(raw, origin)
    except ScenarioError as exc:
        raise ScenarioErrors([exc]) from None
    errors: list[ScenarioError] = []

    def problem(where: tuple, field: str, message: str, *, key: bool = False) -> None:
        line, column = marks.at(where, key=key)
        errors.append(ScenarioError(origin, line, column, field, message))

    if not isinstance(data, list):
        problem((), "", "an expectations file is a list of {id, reason, link?, rules_versions?}")
        raise ScenarioErrors(errors)
    known: dict[str, KnownFailure] = {}
    for i, entry in enumerate(data):
        if not isinstance(entry, dict):
            problem((i,), f"[{i}]", "each entry is a mapping with id and reason")
            continue
        for key in entry:
            if key not in _KEYS:
                problem((i, key), f"[{i}].{key}", f"unknown key {key!r} (allowed: {', '.join(sorted(_KEYS))})",
                        key=True)
        ok = True
        for key in ("id", "reason"):
            if not isinstance(entry.get(key), str) or not entry.get(key):
                problem((i,), f"[{i}].{key}", f"{key} is required and must be a string")
                ok = False
        versions = entry.get("rules_versions", [])
        if not isinstance(versions, list) or not all(isinstance(v, str) for v in versions):
            problem((i, "rules_versions"), f"[{i}].rules_versions", "must be a list of version strings")
            ok = False
        if "link" in entry and not isinstance(entry["link"], str):
            problem((i, "link"), f"[{i}].link", "must be a string")
            ok = False
        if ok and entry["id"] in known:
            problem((i, "id"), f"[{i}].id", f"{entry['id']!r} is listed twice")
            ok = False
        if ok:
            known[entry["id"]] = KnownFailure(entry["id"], entry["reason"], entry.get("link"), tuple(versions))
    if errors:
        raise ScenarioErrors(errors)
    return known
