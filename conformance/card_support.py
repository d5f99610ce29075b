"""Which cards the reference engine can play, as the harness sees it (through the reference adapter).

* ``unplayable(loaded)``: for ``validate``, one warning per card a valid scenario's setup names that the
  reference engine cannot play yet, located at its ``card:`` field. A warning, not a problem: the scenario
  is well formed, but the oracle will refuse it at setup, so its author learns it before running.
* ``listing(missing=...)``: for ``list --cards``, the cards the reference engine implements (and how), or
  with ``missing`` those it does not.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from conformance.adapters.reference import card_support
from conformance.exceptions import ScenarioError
from conformance.safe_yaml import Path, format_path

#: How a card is implemented (``card_support()["how"]``), as ``list --cards`` prints it.
HOW = {"module": "module", "spec": "compiled spec", "keywords": "keywords only", "missing": "not implemented"}


@cache
def _support() -> dict[str, dict[str, str | None]]:
    return {entry["name"]: entry for entry in card_support()}


def named_cards(data: Any, path: Path = ()) -> Iterator[tuple[Path, str]]:
    """Every card name given by a ``card:`` field under ``data`` (any depth), with the field's path."""
    if isinstance(data, Mapping):
        for key, value in data.items():
            if key == "card" and isinstance(value, str):
                yield path + (key,), value
            else:
                yield from named_cards(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from named_cards(value, path + (i,))


def unplayable(loaded: list[Any]) -> list[ScenarioError]:
    """Warnings for the cards the valid scenarios of ``loaded`` (``loader.LoadedFile``) set up that the
    reference engine cannot play, in file order. Cards it does not know at all are the linter's errors."""
    try:
        support = _support()
    except Exception as exc:  # a broken engine install must not stop validation of the scenarios
        return [ScenarioError("reference engine", None, None, "",
                              f"warning: cannot tell which cards it plays ({type(exc).__name__}: {exc})")]
    out: list[ScenarioError] = []
    for item in loaded:
        if item.scenario is None:
            continue
        for path, name in named_cards(item.scenario.raw.get("setup", {}), ("setup",)):
            problem = support.get(name, {}).get("problem")
            if problem:
                line, column = item.marks.at(path) if item.marks else (None, None)
                out.append(ScenarioError(item.path, line, column, format_path(path), f"warning: {problem}"))
    return out


def listing(*, missing: bool = False) -> tuple[list[str], str]:
    """``list --cards`` lines (name, type, first set, how, and the module of a hand-written card; or with
    ``missing`` the cards not implemented) and a summary."""
    entries = list(_support().values())
    chosen = [e for e in entries if (e["how"] == "missing") == missing]
    width = max((len(e["name"]) for e in chosen), default=0)
    lines = [f"{e['name']:<{width}}  {e['type']:<11}  {(e.get('sets') or ['-'])[0]:<3}  {HOW[e['how']]:<15}  "
             f"{e.get('module') or ''}".rstrip() for e in chosen]
    counts = {how: sum(e["how"] == how for e in entries) for how in HOW}
    implemented = len(entries) - counts["missing"]
    summary = (f"{implemented} of {len(entries)} cards implemented ({counts['module']} modules, "
               f"{counts['spec']} compiled specs, {counts['keywords']} keywords only); {counts['missing']} not")
    return lines, summary


def print_listing(args: argparse.Namespace) -> int:
    """``list --cards [--missing]``: the lines on stdout, the summary on stderr; exit 2 on a misuse."""
    if not args.cards:
        print("riftbound-conformance list: --missing needs --cards", file=sys.stderr)
        return 2
    lines, summary = listing(missing=args.missing)
    for line in lines:
        print(line)
    print(summary, file=sys.stderr)
    return 0
