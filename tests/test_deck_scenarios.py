"""Scenarios that start from decks (the Setup Process): schema and lint errors are located and explained."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_loader import errors_of

SHIPPED = Path(__file__).resolve().parents[1] / "scenarios" / "setup" / "duel-second-player-channels-an-extra-rune-on-its-first-turn.yaml"


def test_the_shipped_scenario_loads(tmp_path):
    assert errors_of(SHIPPED.read_text(), tmp_path) == []


def test_a_setup_from_decks_needs_the_feature_without_saying_so(tmp_path):
    """The feature is derived from ``decks`` (conformance/features.py): ``requires:`` may leave it out."""
    import yaml

    from conformance import features

    text = SHIPPED.read_text().replace("requires: [setup-from-decks]\n", "")
    assert errors_of(text, tmp_path) == []
    assert "setup-from-decks" in features.derive(yaml.safe_load(text))
    assert "setup-from-decks" not in features.derive(yaml.safe_load(text.replace("decks:", "players:")))


@pytest.mark.parametrize("old, new, words", [
    ("  mode: duel\n", "  mode: duel\n  players: {A: {}, B: {}}\n", "needs players (a stated position) or decks"),
    ("  mode: duel\n", "  mode: 2v2\n", "setup.mode"),
    ('legend: {id: a-legend, card: "Blind Monk"}', 'legend: {id: a-legend, card: "Blind Monkk"}',
     "setup.decks.A.legend.card: unknown card name 'Blind Monkk'"),
    ('legend: {id: a-legend, card: "Blind Monk"}', 'legend: {id: a-legend, card: "Gust"}',
     "'Gust' is a spell card; a legend is expected here"),
    ("ids: [a1]}", "ids: [b1]}", "instance ID 'b1' is used twice in this scenario"),
    ("- {player: A, choose: []}", "- {player: A, choose: [zz9]}", "actions[0].choose[0]: unknown instance 'zz9'"),
    ("  order: [A, B]\n", "  order: [A, C]\n", "setup.order[1]: unknown player 'C'"),
    ("  mode: duel\n", "  mode: duel\n  seed: many\n", "setup.seed"),
    ("      main:", "      bogus: 1\n      main:", "setup.decks.A"),
])
def test_deck_setup_errors_are_located(tmp_path, old, new, words):
    text = SHIPPED.read_text()
    assert old in text
    errors = errors_of(text.replace(old, new, 1), tmp_path)
    assert errors and any(words in e for e in errors), errors
    assert all(e.startswith("s.yaml:") for e in errors)


def test_a_stated_position_cannot_take_deck_keys(tmp_path):
    from scenario_text import passing

    text = passing().replace("setup:\n", "setup:\n  seed: 3\n", 1)
    errors = errors_of(text, tmp_path)
    assert any("seed needs decks" in e for e in errors), errors


@pytest.mark.parametrize("old, new, rule, field", [
    ('{card: "Defy", ids: [a7, a8]}', '{card: "Void Seeker", ids: [a7, a8]}', "rule 103.1.b.1", "setup.decks.A.main"),
    ("ids: [a7, a8]}", "ids: [a7, a8, x1, x2]}", "rule 103.2.b", "setup.decks.A.main"),
    ('card: "Lee Sin, Centered"', 'card: "Teemo, Scout"', "rule 103.2.a.2", "setup.decks.A.champion"),
    ("ids: [ar1, ar2]}", "ids: [ar1]}", "rule 103.3.a", "setup.decks.A.runes"),
])
def test_a_scenario_deck_breaking_a_construction_rule_errors_naming_the_rule(tmp_path, old, new, rule, field):
    """Wrong domain, four copies, a champion of another tag, 11 runes: the scenario is errored by the engine's
    setup with one message naming the field and the rule, and the next scenario still runs."""
    from conformance.adapters.reference import ReferenceAdapter
    from conformance.loader import load_scenario
    from conformance.runner import run_scenario

    text = SHIPPED.read_text()
    assert old in text
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace(old, new, 1))
    engine = ReferenceAdapter()
    info = engine.describe()
    records = [run_scenario(load_scenario(path), engine, info) for path in (bad, SHIPPED)]
    assert records[0].status == "errored" and records[1].status == "passed"
    message = records[0].failure["message"] if isinstance(records[0].failure, dict) else str(records[0].failure)
    assert rule in message and field in message, message
    assert message.count("(rule ") == 1  # one clear error, not a list
