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
