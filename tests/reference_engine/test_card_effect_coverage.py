"""The quality bar: every card the reference engine implements is exercised by at least one test that
asserts its effect (registered with ``@exercises``, see ``exercised.py``) or by a scenario that plays,
activates or moves it, or checks it. A new card without such a test fails here, by name."""

from __future__ import annotations

import importlib
from pathlib import Path

import yaml
from exercised import EXERCISED

from conformance.card_support import named_cards
from reference_engine import catalogue, coverage

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE.parents[1] / "scenarios"


def exercised_by_tests() -> dict[str, list[str]]:
    for path in sorted(HERE.glob("test_*.py")):
        importlib.import_module(path.stem)  # registers its @exercises (pytest may have imported it already)
    return dict(EXERCISED)


def _instances(setup: dict) -> dict[str, str]:
    """Instance ID -> card name for every official card a setup names (``card:`` beside an ``id:``)."""
    out: dict[str, str] = {}
    for path, name in named_cards(setup):
        node = setup
        for key in path[:-1]:
            node = node[key]
        if isinstance(node.get("id"), str):
            out[node["id"]] = name
    return out


def _named_ids(node) -> set[str]:
    """Every string (and mapping key) under ``node``: the instance IDs a decision or checkpoint names."""
    if isinstance(node, dict):
        return set(map(str, node)) | {s for v in node.values() for s in _named_ids(v)}
    if isinstance(node, list):
        return {s for v in node for s in _named_ids(v)}
    return {node.split(".")[0]} if isinstance(node, str) else set()


def exercised_by_scenarios() -> dict[str, list[str]]:
    """Cards whose instance a scenario acts with (play, activate, move, hide) or checks (a checkpoint or
    the final expectation names it)."""
    out: dict[str, list[str]] = {}
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not isinstance(data.get("setup"), dict):
            continue
        ids = _instances(data["setup"])
        named = _named_ids([data.get("actions", []), data.get("expect", {})])
        for cid, name in ids.items():
            if cid in named:
                out.setdefault(name, []).append(str(path.relative_to(SCENARIOS)))
    return out


def test_every_implemented_card_is_exercised():
    tests, scenarios = exercised_by_tests(), exercised_by_scenarios()
    summary = coverage.summary()
    implemented = sorted(summary["module"] + summary["spec"] + summary["keywords"])
    missing = [name for name in implemented if name not in tests and name not in scenarios]
    assert not missing, (f"{len(missing)} implemented cards have no effect test (@exercises) and no scenario "
                         f"that plays or checks them: {missing}")


def test_the_registry_names_real_cards():
    unknown = sorted(name for name in exercised_by_tests() if catalogue.lookup(name) is None)
    assert not unknown, f"@exercises names cards not in the catalogue: {unknown}"


def test_a_scenario_counts_only_when_it_uses_the_card():
    setup = {"players": {"A": {"base": [{"id": "cl", "card": "Cleave"}, {"id": "vs", "card": "Void Seeker"}]}}}
    assert _instances(setup) == {"cl": "Cleave", "vs": "Void Seeker"}
    assert "cl" in _named_ids([[{"player": "A", "play": "cl", "targets": ["u1"]}], {}])
    assert "vs" not in _named_ids([[{"player": "A", "play": "cl"}], {"cards": {"u1": {"zone": "base"}}}])
    assert "vs" in _named_ids([[{"check": {"chain": ["vs.trigger"]}}], {}])
