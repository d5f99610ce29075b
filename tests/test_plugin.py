"""The pytest plugin, end to end with pytester, against the small in-process engine of tests/."""

from __future__ import annotations

import json

import pytest

from conformance import exit_codes
from conformance.cli import plugin_args
from conftest import match_lines
from scenario_text import move, passing, wrong_chain


def test_passing_scenario(suite):
    suite.write("timing/ok.yaml", passing())
    result = suite.run("-v")
    result.assert_outcomes(passed=1)
    match_lines(result.stdout, ["*scenarios/timing/ok.yaml::spell-resolves PASSED*"])


def test_failing_scenario_names_checkpoint_field_expected_and_actual(suite):
    suite.write("timing/wrong.yaml", wrong_chain())
    result = suite.run()
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, [
        "*scenario wrong-chain (TIM-04) failed: A spell resolves once both players pass priority",
        "at actions[1] (scenarios/timing/wrong.yaml:13): checkpoint actions[1] diverged",
        "  chain: expected [], got ['cleave']",
        "  priority: expected 'B', got 'A'",
        "steps so far:",
        "  actions[0]: A plays cleave targeting u1",
    ])


def test_malformed_file_is_one_error_with_location_and_others_still_run(suite):
    suite.write("a/good.yaml", passing())
    suite.write("a/bad.yaml", passing("Bad_ID"))
    suite.write("a/worse.yaml", "id: [unclosed\n")
    result = suite.run()
    result.assert_outcomes(passed=1, errors=2)
    match_lines(result.stdout, [
        "*scenarios/a/bad.yaml:1:5: id: \"Bad_ID\" must be kebab-case*",
        "*scenarios/a/worse.yaml:2:1: <root>: invalid YAML*",
    ])


def test_scenario_file_outside_a_scenarios_folder_runs_when_named(suite, pytester):
    own = pytester.path / "my-engine-tests" / "own.yaml"
    own.parent.mkdir()
    own.write_text(passing(), encoding="utf-8")
    (pytester.path / "my-engine-tests" / "not-named.yaml").write_text(passing("other-id"), encoding="utf-8")
    result = pytester.runpytest(*plugin_args(), "-p", "no:cacheprovider", "--engine",
                                "harness_engine:HarnessEngine", str(own), "my-engine-tests")
    # the named file is a scenario; an unnamed YAML file outside a scenarios/ folder is left alone
    result.assert_outcomes(passed=1)


def test_scenarios_folder_as_the_root_is_collected(suite, pytester):
    suite.write("timing/ok.yaml", passing())
    result = pytester.runpytest(*plugin_args(), "-p", "no:cacheprovider", "--engine",
                                "harness_engine:HarnessEngine", "--rootdir", str(pytester.path / "scenarios"),
                                str(pytester.path / "scenarios"))
    result.assert_outcomes(passed=1)


def test_duplicate_id_in_two_files_is_an_error(suite):
    suite.write("a/one.yaml", passing("same-id"))
    suite.write("b/two.yaml", passing("same-id"))
    result = suite.run()
    result.assert_outcomes(passed=1, errors=1)
    match_lines(result.stdout, ["*scenarios/b/two.yaml:1:5: id: duplicate scenario id 'same-id' (also in *one.yaml)"])


def test_unknown_engine_is_a_usage_error_without_traceback(suite):
    suite.write("ok.yaml", passing())
    result = suite.run(engine="no-such-engine")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    match_lines(result.stderr, ["*--engine: unknown engine 'no-such-engine'. Known engines: *reference*"])
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


def test_engine_that_cannot_start_errors_every_scenario(suite):
    suite.write("ok.yaml", passing())
    result = suite.run(engine="harness_engine:BrokenStartEngine")
    match_lines(result.stdout, ["*1 errored*", "*could not start*license server unreachable*"])
    assert result.ret == exit_codes.ENGINE_MISBEHAVED  # 7, not 1: the engine misbehaved


def test_tags_are_markers_and_ids_are_names(suite):
    suite.write("timing/ok.yaml", passing())
    suite.write("movement/move.yaml", move())
    suite.run("-m", "movement", "--strict-markers").assert_outcomes(passed=1, deselected=1)
    suite.run("-m", "chain and priority").assert_outcomes(passed=1, deselected=1)
    suite.run("-k", "spell-resolves").assert_outcomes(passed=1, deselected=1)


@pytest.mark.parametrize(
    ("engine", "status", "message"),
    [
        ("TimeoutEngine", "timeout", "act: EngineTimeout: no answer within 1s"),
        ("CrashingEngine", "crash", "act: EngineCrashed: process exited*"),
        ("GarbledEngine", "protocol-error", "observe: ProtocolError: reply was not JSON"),
        ("BadStateEngine", "protocol-error", "observed state breaks schema/state.schema.json at turn/state*"),
        ("RaisingEngine", "errored", "act raised KeyError: 'oops'"),
        ("RefusingSetupEngine", "errored", "setup: EngineError: cannot build battlefields"),
    ],
)
def test_engine_faults_become_distinct_statuses(suite, engine, status, message):
    suite.write("ok.yaml", passing())
    suite.write("move.yaml", move())
    result = suite.run(engine=f"harness_engine:{engine}")
    match_lines(result.stdout, [f"*: 2 {status}*", f"{status.upper()} scenarios/*.yaml::* - {message}"])
    assert result.ret == exit_codes.ENGINE_MISBEHAVED  # 7, not 1: the engine misbehaved


def test_refused_decision_must_leave_state_unchanged(suite):
    suite.write("ok.yaml", passing())
    result = suite.run(engine="harness_engine:SloppyRefusalEngine")
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, [
        "at actions[2] (scenarios/ok.yaml:14): the observed state changed after a refused decision",
        "  turn.number: expected 1, got 2",
    ])


def test_accepting_an_expected_refusal_fails(suite):
    suite.write("ok.yaml", passing().replace("{player: B, pass: priority, refused: true, reason: priority}",
                                             "{player: A, pass: priority, refused: true}"))
    result = suite.run()
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, ["at actions[2] (*): the engine accepted a decision the scenario expects it to refuse",
                                 "*actions[2]: A passes priority (expected to be refused) -> accepted"])


def test_wrong_refusal_reason_fails(suite):
    suite.write("ok.yaml", passing().replace("reason: priority", "reason: exhausted"))
    result = suite.run()
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, ["*refusal reason 'B does not have priority' does not contain 'exhausted'"])


def test_unexpected_refusal_fails(suite):
    suite.write("ok.yaml", passing().replace("{player: A, pass: priority}", "{player: B, pass: priority}", 1)
                .replace("{player: B, pass: priority, refused: true, reason: priority}", "{player: A, pass: priority}"))
    result = suite.run()
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, ["*the engine refused a decision the scenario expects to be accepted:*"])


def test_unscripted_question_fails_in_strict_mode(suite):
    suite.write("ok.yaml", passing())
    result = suite.run(engine="harness_engine:QuestionEngine")
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, ["*the engine asked for choose from A (pick one), but the next scripted step is: "
                                 "A plays cleave targeting u1"])


def test_question_still_open_at_the_end_fails(suite):
    suite.write("move.yaml", move().replace("actions:\n  - {player: A, move: [u1], to: bf1}\n", "actions: []\n")
                .replace("expect:\n  cards: {u1: {zone: bf1, exhausted: true}}\n  battlefields: {bf1: {units: [u1]}}\n", ""))
    result = suite.run(engine="harness_engine:QuestionEngine")
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, ["*the engine is still waiting for choose from A (pick one) after the last scripted step"])
    suite.run("--lenient-decisions", engine="harness_engine:QuestionEngine").assert_outcomes(passed=1)


def test_missing_capability_skips(suite):
    suite.write("move.yaml", move(extra="requires: [events]\n"))
    result = suite.run("-rs", engine="harness_engine:BareEngine")
    result.assert_outcomes(skipped=1)
    match_lines(result.stdout, ["*engine does not declare feature: events*"])


def test_events_and_legal_actions_are_checked(suite):
    text = move(extra="requires: [events, legal-actions]\n").replace(
        "expect:\n", "expect:\n  events: [{type: move, card: u1}]\n"
                     "  legal: {player: A, includes: [{end_turn: true}], excludes: [{play: u1}]}\n")
    suite.write("move.yaml", text)
    suite.run().assert_outcomes(passed=1)
    suite.write("move.yaml", text.replace("card: u1}]\n", "card: u2}]\n"))
    result = suite.run()
    result.assert_outcomes(failed=1)
    match_lines(result.stdout, ["  events[0]: expected {type: 'move', card: 'u2'}, got not found in order among 1 events"])


def test_rules_versions_skip_and_by_version(suite):
    suite.write("v15.yaml", move("only-15", extra='rules_versions: ["1.5"]\n'))
    suite.write("byv.yaml", move("by-version").replace(
        "  battlefields: {bf1: {units: [u1]}}\n",
        '  by_version:\n    "1.4": {turn: 1}\n    "1.5": {turn: 2}\n'))
    suite.run().assert_outcomes(passed=1, skipped=1)
    result = suite.run("--rules-version", "1.5")
    result.assert_outcomes(passed=1, failed=1)
    match_lines(result.stdout, ["  turn: expected 2, got 1"])


def test_expectations_xfail_xpass_and_strict(suite):
    suite.write("ok.yaml", passing("good"))
    suite.write("bad.yaml", wrong_chain("broken"))
    expectations = suite.path / "known.yaml"
    expectations.write_text("- {id: broken, reason: chain not modelled, link: 'https://example.invalid/1'}\n"
                            "- {id: good, reason: used to fail}\n")
    suite.run("--expectations", str(expectations)).assert_outcomes(xfailed=1, xpassed=1)
    strict = suite.run("--expectations", str(expectations), "--strict-expectations")
    strict.assert_outcomes(xfailed=1, failed=1)
    match_lines(strict.stdout, ["*[XPASS(strict)] good is listed as a known failure but passed: used to fail"])


def test_bad_expectations_file_is_a_usage_error(suite):
    suite.write("ok.yaml", passing())
    expectations = suite.path / "known.yaml"
    expectations.write_text("- {id: x}\n- {id: y, reason: r, colour: red}\n")
    result = suite.run("--expectations", str(expectations))
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    match_lines(result.stderr, ["*known.yaml:1:3: [0].reason: reason is required*",
                                 "*known.yaml:2:22: [1].colour: unknown key 'colour'*"])


def test_results_file_has_one_valid_record_per_scenario(suite):
    from conformance.results import read_results

    suite.write("ok.yaml", passing())
    suite.write("bad.yaml", wrong_chain())
    results = suite.path / "out" / "results.jsonl"
    suite.run("--results", str(results))
    records = {r.scenario: r for r in read_results(results)}
    assert records["spell-resolves"].status == "passed"
    failed = records["wrong-chain"]
    assert failed.status == "failed"
    assert failed.failure.step == "actions[1]" and failed.failure.line == 13
    assert {d["field"] for d in failed.failure.differences} == {"chain", "priority"}
    assert failed.rulings == ["TIM-04"] and failed.rules == ["340.1"]
    assert failed.narrative[0] == "actions[0]: A plays cleave targeting u1"
    assert failed.narrative[1] == "  => priority A, focus -; chain [cleave]"


def test_junit_records_the_status(suite):
    suite.write("ok.yaml", passing())
    junit = suite.path / "junit.xml"
    suite.run("--junitxml", str(junit), engine="harness_engine:TimeoutEngine")
    text = junit.read_text()
    assert 'name="riftbound_status" value="timeout"' in text
    assert 'name="rulings" value="TIM-04"' in text


def test_xdist_gives_the_same_results_as_serial(suite, pytester, monkeypatch):
    pytest.importorskip("xdist")
    from conformance.cli import plugin_args
    from conformance.resources import PACKAGE

    monkeypatch.setenv("PYTHONPATH", f"{PACKAGE.parent}:{pytester.path.parent}:{__import__('conftest').TESTS}")
    for i in range(6):
        suite.write(f"s/ok{i}.yaml", passing(f"ok-{i}"))
    suite.write("s/bad.yaml", wrong_chain())
    suite.write("s/broken.yaml", "id: x\n")
    outcomes = {}
    for label, extra in (("serial", []), ("parallel", ["-n", "2"])):
        results = suite.path / f"{label}.jsonl"
        run = pytester.runpytest_subprocess(*plugin_args(), "-p", "no:cacheprovider", "--engine",
                                            "harness_engine:HarnessEngine", "--results", str(results),
                                            "scenarios", *extra)
        run.assert_outcomes(passed=6, failed=1, errors=1)
        lines = [json.loads(line) for line in results.read_text().splitlines()]
        outcomes[label] = sorted((r["scenario"], r["status"], json.dumps(r["failure"], sort_keys=True)) for r in lines)
    assert outcomes["serial"] == outcomes["parallel"]
    assert len(outcomes["serial"]) == 7
