"""The engine author's verbs: info, smoke, summary, compare, and run --results / gates, through cli.main."""

from __future__ import annotations

import json
import sys

import pytest

from conformance import cli, exit_codes
from conformance.features import FEATURES
from scenario_text import move, passing, wrong_chain

REFERENCE_OVER_PROTOCOL = f"cmd:{sys.executable} -m reference_engine"


@pytest.fixture
def scenarios(tmp_path, monkeypatch):
    """A folder of small scenarios for the tests' harness engines; the tests folder is importable."""
    monkeypatch.syspath_prepend(str(__import__("conftest").TESTS))
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    for i in range(3):
        (folder / f"play{i}.yaml").write_text(passing(f"play-{i}"))
    (folder / "move.yaml").write_text(move())
    return folder


def test_info_on_the_reference_engine_in_process_and_over_the_protocol(capsys):
    assert cli.main(["info", "--engine", "reference"]) == 0
    out = capsys.readouterr().out
    assert "engine: riftbound-reference" in out and "protocol: in process" in out
    assert f"features: {len(FEATURES)} of {len(FEATURES)}:" in out and "not declared" not in out
    assert "conventions: damage assignment per-defender, targets with-play" in out
    assert cli.main(["info", "--engine", REFERENCE_OVER_PROTOCOL, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["protocol"] == 2 and data["name"] == "riftbound-reference" and "official-cards" in data["features"]


def test_info_on_an_engine_of_protocol_v1_and_on_engines_that_cannot_start(scenarios, capsys):
    assert cli.main(["info", "--engine", "harness_engine:BareEngine"]) == 0
    assert "features: not declared (protocol v1); capabilities: none" in capsys.readouterr().out
    assert cli.main(["info", "--engine", "harness_engine:BrokenStartEngine"]) == exit_codes.ENGINE_MISBEHAVED
    assert "license server unreachable" in capsys.readouterr().err
    assert cli.main(["info", "--engine", "no-such-engine"]) == 4


def test_smoke_on_the_reference_engine_says_every_feature_works(capsys):
    assert cli.main(["smoke", "--engine", "reference"]) == 0
    out = capsys.readouterr().out
    assert f"{len(FEATURES)} of {len(FEATURES)} declared features work ({len(FEATURES)} in the suite)" in out
    assert "  official-cards       works  [" in out


def test_smoke_names_what_fails_and_exits_1(scenarios, capsys):
    code = cli.main(["smoke", "--engine", "harness_engine:PriorityBugEngine", str(scenarios)])
    out = capsys.readouterr().out
    assert code == exit_codes.SCENARIOS_FAILED
    assert "official-cards  FAILS: checkpoint actions[1] diverged (priority: expected 'A', got 'B')  [play-0]" in out
    assert "  move            works  [unit-moves]" in out
    assert "2 of 3 declared features work (3 in the suite)" in out  # official-cards, move, showdown


def _run(scenarios, engine: str, results: str, *extra: str) -> int:
    return cli.main(["run", str(scenarios), "--engine", engine, "--reports", "out", "--results", results, *extra])


def test_run_results_option_and_gates(scenarios, tmp_path, capsys):
    assert _run(scenarios, "harness_engine:HarnessEngine", "mine.jsonl") == 0
    assert len((tmp_path / "mine.jsonl").read_text().splitlines()) == 4
    assert not (tmp_path / "out" / "results.jsonl").exists()
    (scenarios / "needs-events.yaml").write_text(move("needs-events", extra="requires: [events]\n"))
    assert _run(scenarios, "harness_engine:BareEngine", "bare.jsonl", "--min-coverage", "90") == exit_codes.BELOW_THRESHOLD
    assert "GATE coverage 80.0% is below --min-coverage 90%" in capsys.readouterr().out


def test_summary_of_a_results_file_with_one_planted_bug(scenarios, tmp_path, capsys):
    assert _run(scenarios, "harness_engine:PriorityBugEngine", "bug.jsonl") == 1
    capsys.readouterr()
    assert cli.main(["summary", "bug.jsonl"]) == 0
    out = capsys.readouterr().out
    assert "bug.jsonl: engine harness-fake 0.1, rules version 1.4" in out
    assert "  1 passed / 4 applicable / 4 total: pass rate 25.0%, coverage 100.0%" in out
    assert "  statuses: 3 failed, 1 passed" in out
    assert "    official-cards: 0 / 3 / 3" in out
    assert "  root causes (1 for 3 failing scenarios, largest first):" in out
    assert "      3  checkpoint at after play: priority [chain, priority]: play-0, play-1, play-2" in out
    assert cli.main(["summary", "bug.jsonl", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["passed"], data["applicable"], data["total"], data["coverage"]) == (1, 4, 4, 100.0)
    assert [c["count"] for c in data["causes"]] == [3] and data["features"]["move"]["passed"] == 1
    assert data["scenario_sets"][0].startswith("sha256:")


def test_summary_of_a_missing_or_empty_file_exits_2(tmp_path, capsys):
    (tmp_path / "empty.jsonl").write_text("")
    assert cli.main(["summary", str(tmp_path / "nope.jsonl")]) == 2
    assert cli.main(["summary", str(tmp_path / "empty.jsonl")]) == 2
    assert "no readable result records" in capsys.readouterr().err


def test_compare_two_engines_lists_differences_not_regressions(scenarios, tmp_path, capsys):
    _run(scenarios, "harness_engine:HarnessEngine", "a.jsonl")
    _run(scenarios, "harness_engine:PriorityBugEngine", "b.jsonl")
    capsys.readouterr()
    assert cli.main(["compare", "a.jsonl", "b.jsonl"]) == 0  # differences inform; they do not fail
    out = capsys.readouterr().out
    assert "A: harness-fake 0.1 (rules 1.4, a.jsonl): 4 passed / 4 applicable / 4 total" in out
    assert "4 scenarios in both; both pass 1" in out
    assert "only A passes: 3" in out and "only B passes" not in out and "regression" not in out
    assert "    B: failed at actions[1]: checkpoint actions[1] diverged (priority: expected 'A', got 'B')" in out


def test_smoke_prefers_a_scenario_the_engine_can_play():
    from conformance import resources
    from conformance.adapters.protocol import EngineInfo
    from conformance.commands.smoke import canonical
    from conformance.loader import load_suite

    from conformance.features import FEATURES

    shipped = [item.scenario for item in load_suite([resources.scenarios_dir()]) if item.scenario]
    anyone = canonical(shipped)
    declared = frozenset(FEATURES) - {"move"}  # an engine without the standard move
    mine = canonical(shipped, EngineInfo("x", "1", "1.4", features=declared))
    assert "move" in anyone["showdown"].features  # the smallest showdown scenario overall moves a unit
    assert "showdown" in mine["showdown"].features and mine["showdown"].features <= declared
    assert mine["move"].features == anyone["move"].features  # nothing playable needs move: the smallest stands


def test_list_features(scenarios, capsys):
    assert cli.main(["list", "--features", str(scenarios)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "unit-moves  move,showdown" in lines
    assert "play-0      official-cards" in lines


def test_paths_are_suite_relative_for_every_status_wherever_the_run_starts(tmp_path, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(__import__("conftest").TESTS))
    monkeypatch.chdir(tmp_path)  # not the checkout: the shipped suite is elsewhere
    code = cli.main(["run", "--engine", "harness_engine:BareEngine", "--reports", "out",
                     "-k", "lee-sin-dies-before-the-unit-that-lost-his-bonus or faefolk-played-to-a-battlefield-is-not-a-move",
                     "--", "-rs"])
    out = capsys.readouterr().out
    assert code == 1  # the fake engine fails the second; the first needs events, which it lacks
    assert "SKIPPED [1] scenarios/might/lee-sin-dies-before-the-unit-that-lost-his-bonus.yaml:1: " in out
    assert "(scenarios/movement/faefolk-played-to-a-battlefield-is-not-a-move.yaml:" in out
    paths = [json.loads(line)["path"] for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    assert sorted(paths) == ["scenarios/might/lee-sin-dies-before-the-unit-that-lost-his-bonus.yaml",
                             "scenarios/movement/faefolk-played-to-a-battlefield-is-not-a-move.yaml"]


def test_smoke_on_an_engine_that_crashes_exits_7(scenarios, capsys):
    code = cli.main(["smoke", "--engine", "harness_engine:CrashingEngine", str(scenarios)])
    assert code == exit_codes.ENGINE_MISBEHAVED
    assert "CRASH: act: EngineCrashed: process exited with status -11" in capsys.readouterr().out


def test_summary_of_several_runs_ranks_them_by_checkpoints_passed(scenarios, capsys):
    _run(scenarios, "harness_engine:PriorityBugEngine", "bug.jsonl")
    _run(scenarios, "harness_engine:HarnessEngine", "good.jsonl")
    capsys.readouterr()
    assert cli.main(["summary", "bug.jsonl", "good.jsonl"]) == 0
    out = capsys.readouterr().out
    assert "ranking by checkpoints passed:" in out
    first, second = [line for line in out.splitlines() if line.startswith(("  1. ", "  2. "))]
    assert "good.jsonl" in first and "7 of 7 checkpoints; 4 / 4 / 4" in first
    assert "bug.jsonl" in second and "1 of 7 checkpoints; 1 / 4 / 4" in second
