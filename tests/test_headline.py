"""The honest headline, CI gates and exit codes, root causes, provenance: end to end with pytester."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from conformance import exit_codes
from conftest import match_lines
from scenario_text import move, passing, wrong_chain


def mixed(suite):
    suite.write("ok.yaml", passing())
    suite.write("bad.yaml", wrong_chain())
    suite.write("needs-events.yaml", move(extra="requires: [events]\n"))


def test_headline_counts_skips_in_the_total_and_states_coverage(suite):
    mixed(suite)
    result = suite.run("-rs", engine="harness_engine:BareEngine")
    match_lines(result.stdout, [
        "*: 1 passed / 2 applicable / 3 total: pass rate 50.0%, coverage 66.7%",
        "statuses: 1 failed, 1 passed, 1 skipped",
        "suite 0.1.0, scenario set sha256:*",
        "checkpoints: 2 of 5 passed",
        "skipped because: feature events not declared (1)",
        "per feature (passed / applicable / total):",
        "  official-cards: 1 / 2 / 2",
        "features never applicable (scenarios needing them): events (1), move (1), showdown (1)",
    ])
    # the skip is shown with the scenario's path as in its node ID, like every other status
    match_lines(result.stdout, ["SKIPPED [1] scenarios/needs-events.yaml:1: engine does not declare feature: events"])
    assert result.ret == exit_codes.SCENARIOS_FAILED


def test_min_coverage_and_fail_under_gate_a_run_that_otherwise_passes(suite):
    suite.write("ok.yaml", passing())
    suite.write("needs-events.yaml", move(extra="requires: [events]\n"))
    engine = "harness_engine:BareEngine"
    assert suite.run(engine=engine).ret == exit_codes.OK
    assert suite.run("--fail-under", "100", "--min-coverage", "50", engine=engine).ret == exit_codes.OK
    gated = suite.run("--fail-under", "100", "--min-coverage", "60", engine=engine)
    assert gated.ret == exit_codes.BELOW_THRESHOLD
    match_lines(gated.stdout, ["GATE coverage 50.0% is below --min-coverage 60%"])
    assert "GATE pass rate" not in gated.stdout.str()


def test_fail_under_counts_failures_against_the_applicable_scenarios(suite):
    suite.write("ok.yaml", passing())
    suite.write("bad.yaml", wrong_chain())
    result = suite.run("--fail-under", "60")
    match_lines(result.stdout, ["GATE pass rate 50.0% is below --fail-under 60%"])
    assert result.ret == exit_codes.SCENARIOS_FAILED  # a failed scenario is the stronger verdict


def test_a_percentage_out_of_range_is_a_usage_error(suite):
    suite.write("ok.yaml", passing())
    result = suite.run("--min-coverage", "150")
    assert result.ret == 4
    result.stderr.fnmatch_lines(["*expected a percentage from 0 to 100, got '150'*"])


def test_junit_and_results_carry_the_headline_and_provenance(suite, pytester):
    mixed(suite)
    suite.run("--junitxml", "junit.xml", "--results", "r.jsonl", engine="harness_engine:BareEngine")
    props = {p.get("name"): p.get("value") for p in ET.parse(pytester.path / "junit.xml").iter("property")}
    assert {k: props[k] for k in ("riftbound_passed", "riftbound_applicable", "riftbound_total",
                                  "riftbound_coverage")} == {
        "riftbound_passed": "1", "riftbound_applicable": "2", "riftbound_total": "3", "riftbound_coverage": "66.7"}
    assert props["riftbound_scenario_set"].startswith("sha256:") and props["riftbound_suite_version"]
    lines = [json.loads(line) for line in (pytester.path / "r.jsonl").read_text().splitlines()]
    assert {r["suite_version"] for r in lines} == {__import__("conformance").__version__}
    hashes = {r["scenario_set"] for r in lines}
    assert len(hashes) == 1 and next(iter(hashes)).startswith("sha256:")
    suite.write("ok.yaml", passing().replace("A spell resolves", "A spell resolves (edited)"))
    (pytester.path / "r.jsonl").unlink()
    suite.run("--results", "r.jsonl", engine="harness_engine:BareEngine")
    again = {json.loads(line)["scenario_set"] for line in (pytester.path / "r.jsonl").read_text().splitlines()}
    assert again != hashes  # the content changed, so the scenario set's hash did


def test_one_planted_bug_is_one_root_cause_group_covering_its_failures(suite):
    for i in range(3):
        suite.write(f"play{i}.yaml", passing(f"play-{i}"))
    suite.write("move.yaml", move())
    result = suite.run(engine="harness_engine:PriorityBugEngine")
    match_lines(result.stdout, [
        "*: 1 passed / 4 applicable / 4 total*",
        "root causes (1 for 3 failing scenarios, largest first):",
        "    3  checkpoint at after play: priority [chain, priority]: play-0, play-1, play-2",
    ])


def test_pytest_html_report_opens_with_the_headline(suite, pytester):
    import pytest

    pytest.importorskip("pytest_html")
    mixed(suite)
    suite.run("--html", "r.html", "--self-contained-html", engine="harness_engine:BareEngine")
    page = (pytester.path / "r.html").read_text(encoding="utf-8")
    assert "1 passed / 2 applicable / 3 total: pass rate 50.0%, coverage 66.7%" in page
    assert "root causes (1 for 1 failing scenarios, largest first):" in page
