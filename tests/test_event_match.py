"""Unordered event matching and cleanup assertions (conformance/event_match.py, checkpoint ``events``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.adapters.reference import ReferenceAdapter
from conformance.compare import Comparison
from conformance.event_match import group
from conformance.loader import load_file
from conformance.runner import run_scenario

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "scenarios/timing/deaths-in-one-cleanup-and-in-the-next.yaml"

LOG = [
    {"type": "resolve", "item": "flurry"},
    {"type": "die", "unit": "small", "cleanup": 3},
    {"type": "resolve", "item": "star"},
    {"type": "die", "unit": "second", "cleanup": 5},
    {"type": "die", "unit": "first", "cleanup": 5},
]


def events_diffs(expected, log=LOG, untracked=()):
    comparison = Comparison(set(), events=lambda: log, untracked=untracked)
    return [str(d) for d in comparison.compare({"events": expected}, {})], comparison.skipped


def test_a_group_matches_in_any_order_but_a_plain_list_does_not():
    both = [{"type": "die", "unit": "first"}, {"type": "die", "unit": "second"}]
    assert events_diffs(both)[0] != []
    assert events_diffs([{"any_order": both}])[0] == []
    assert events_diffs([{"any_order": list(reversed(both))}])[0] == []


def test_each_pattern_needs_its_own_event():
    same_twice = [{"type": "die", "unit": "first"}, {"type": "die", "unit": "first"}]
    assert group(same_twice, LOG, 0).indices is None
    assert group([{"type": "die"}, {"type": "die"}, {"type": "die"}], LOG, 0).indices == (1, 3, 4)


def test_a_group_matches_after_the_previous_entry_and_before_the_next():
    deaths = {"any_order": [{"type": "die", "unit": "first"}, {"type": "die", "unit": "second"}]}
    assert events_diffs([{"type": "resolve", "item": "star"}, deaths])[0] == []
    assert events_diffs([deaths, {"type": "resolve", "item": "star"}])[0] != []
    late = [{"type": "die", "unit": "second"}, {"any_order": [{"type": "die", "unit": "small"}, {"type": "die"}]}]
    (diff,), _ = events_diffs(late)
    assert "no event matches any_order[0]" in diff


def test_same_and_different_cleanups():
    together = [{"type": "die", "unit": "first"}, {"type": "die", "unit": "second"}]
    apart = [{"type": "die", "unit": "small"}, {"type": "die", "unit": "first"}]
    assert events_diffs([{"any_order": together, "cleanups": "same"}])[0] == []
    assert events_diffs([{"any_order": apart, "cleanups": "different"}])[0] == []
    (diff,), _ = events_diffs([{"any_order": apart, "cleanups": "same"}])
    assert "not in one cleanup (cleanup serials: 3, 5)" in diff
    (diff,), _ = events_diffs([{"any_order": together, "cleanups": "different"}])
    assert "not in different cleanups" in diff


def test_the_earliest_set_that_meets_the_constraint_is_chosen():
    deaths = [{"type": "die"}, {"type": "die"}]
    assert group(deaths, LOG, 0).indices == (1, 3)
    assert group(deaths, LOG, 0, "same").indices == (3, 4)


def test_events_without_a_cleanup_serial_fail_unless_the_engine_declares_it_untracked():
    bare = [{k: v for k, v in e.items() if k != "cleanup"} for e in LOG]
    together = {"any_order": [{"type": "die", "unit": "first"}, {"type": "die", "unit": "second"}], "cleanups": "same"}
    (diff,), _ = events_diffs([together], bare)
    assert "cleanup serials: none, none" in diff
    diffs, skipped = events_diffs([together], bare, untracked=("events.cleanup",))
    assert diffs == [] and skipped == ["events[0].cleanups"]


@pytest.mark.parametrize("old, new", [("cleanups: same", "cleanups: different"),
                                      ("cleanups: different", "cleanups: same")])
def test_the_shipped_scenario_fails_with_the_opposite_assertion(tmp_path, old, new):
    text = SCENARIO.read_text()
    assert old in text
    path = tmp_path / "s.yaml"
    path.write_text(text.replace(old, new))
    loaded = load_file(path)
    assert loaded.errors == []
    engine = ReferenceAdapter()
    assert run_scenario(loaded.scenario, engine, engine.describe()).status == "failed"


@pytest.mark.parametrize("entry, message", [
    ("{any_order: [{type: die}]}", "any_order"),
    ("{any_order: [{type: die}, {type: die}], cleanups: sometimes}", "must be same or different"),
    ("{any_order: [{type: die}, {any_order: [{type: die}, {type: die}]}]}", "any_order"),
    ("{type: die, cleanups: same}", "cleanups"),
])
def test_bad_groups_are_located_errors(tmp_path, entry, message):
    text = SCENARIO.read_text().replace("    - {type: die, unit: small}\n    - {type: resolve, item: star}\n",
                                        f"    - {entry}\n")
    path = tmp_path / "s.yaml"
    path.write_text(text)
    errors = [str(e) for e in load_file(path).errors]
    assert errors and all("expect.events[0]" in e for e in errors) and message in errors[0], errors
