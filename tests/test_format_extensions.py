"""Scenario format extensions for turn structure and costs: the rune deck (setup, checks, ordered compare)."""

from __future__ import annotations

from conformance.compare import Comparison
from test_loader import errors_of
from scenario_text import passing

RUNE_DECK = "    B: {rune_deck: [{id: r1, domain: fury}, {id: r2, domain: calm}]}"


def test_a_rune_deck_in_setup_and_checks_loads(tmp_path):
    text = passing().replace("    B: {}", RUNE_DECK).replace(
        "players: {A: {trash: [cleave], hand: []}}",
        "players: {A: {trash: [cleave], hand: []}, B: {rune_deck: [r1, r2], rune_deck_count: 2}}\n"
        "  cards: {r1: {zone: rune_deck}}")
    assert errors_of(text, tmp_path) == []


def test_a_rune_in_the_rune_deck_cannot_be_exhausted(tmp_path):
    text = passing().replace("    B: {}", RUNE_DECK.replace("domain: fury}", "domain: fury, exhausted: true}"))
    (error,) = errors_of(text, tmp_path)
    assert "setup.players.B.rune_deck[0]" in error


def test_rune_deck_ids_are_declared_and_not_zone_names(tmp_path):
    text = passing().replace("    B: {}", RUNE_DECK.replace("id: r2", "id: rune_deck"))
    (error,) = errors_of(text, tmp_path)
    assert "'rune_deck' is a zone name" in error
    text = passing().replace("    B: {}", RUNE_DECK.replace("id: r2", "id: u1"))
    (error,) = errors_of(text, tmp_path)
    assert "instance ID 'u1' is used twice" in error


def test_the_rune_deck_is_compared_in_order():
    state = {"players": {"B": {"rune_deck": ["r1", "r2"]}}, "cards": {}}
    compare_check = Comparison({"r1", "r2"}).compare
    assert compare_check({"players": {"B": {"rune_deck": ["r1", "r2"]}}}, state) == []
    diffs = compare_check({"players": {"B": {"rune_deck": ["r2", "r1"]}}}, state)
    assert [d.field for d in diffs] == ["players.B.rune_deck"]
    diffs = compare_check({"players": {"B": {"rune_deck_count": 3}}}, state)
    assert [(d.field, d.expected, d.actual) for d in diffs] == [("players.B.rune_deck_count", 3, 2)]


def test_repeat_goes_with_play_and_counts_costs(tmp_path):
    text = passing().replace("{player: A, play: cleave, targets: [u1]}",
                             "{player: A, play: cleave, repeat: 1, targets: [u1, u1]}")
    assert errors_of(text, tmp_path) == []
    (error,) = errors_of(passing().replace("{player: A, pass: priority}", "{player: A, pass: priority, repeat: 1}"),
                         tmp_path)
    assert "accelerate, repeat, additional_cost and hidden go with play" in error
    (error,) = errors_of(passing().replace("play: cleave, targets", "play: cleave, repeat: -1, targets"), tmp_path)
    assert "actions[0].repeat" in error


def test_repeat_is_narrated():
    from conformance.scenario import Decision

    text = Decision(0, 1, {"player": "A", "play": "ft", "repeat": 1, "targets": ["x", "y"]}).describe()
    assert text.startswith("A plays ft targeting x, y") and "paying Repeat 1 time" in text


VAYNE = """\
id: vayne-pays-with-a-rune
title: A rune tapped while deciding on Vayne's ability
source: {urls: ["https://example.invalid/"]}
summary: Vayne conquers with an empty pool; the asked player taps a rune and pays.
rules: ["429.3"]
setup:
  battlefields: [{id: bf1}]
  players:
    A: {runes: [{id: r1, domain: fury}], base: [{id: vayne, card: "Vayne, Hunter"}]}
    B: {runes: [{id: r2, domain: fury}]}
actions:
  - {player: A, move: [vayne], to: bf1}
  - {player: A, pass: focus}
  - {player: B, pass: focus}
  - {player: WHO, activate: RUNE}
  - {player: A, choose: "yes"}
"""


def _run_vayne(tmp_path, who, rune):
    from conformance.adapters.reference import ReferenceAdapter
    from conformance.loader import load_file
    from conformance.runner import run_scenario

    path = tmp_path / "s.yaml"
    path.write_text(VAYNE.replace("WHO", who).replace("RUNE", rune))
    loaded = load_file(path, origin="s.yaml")
    assert loaded.errors == []
    engine = ReferenceAdapter()
    return run_scenario(loaded.scenario, engine, engine.describe())


def test_the_asked_player_may_activate_an_add_ability_during_a_paying_question(tmp_path):
    assert _run_vayne(tmp_path, "A", "r1").status == "passed"


def test_another_players_activate_during_a_question_still_fails_the_scenario(tmp_path):
    record = _run_vayne(tmp_path, "B", "r2")
    assert record.status == "failed" and record.failure.kind == "open-decision"
