"""Modes of Play (485-488) in the harness: a setup from decks in Match, Skirmish or War needs a feature of
its own (a Duel needs none), an engine not declaring it has the scenario skipped and counted as declined,
and every output shows the mode: the record and results file, the terminal summary, JUnit and the HTML page."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from conformance import features, resources
from conformance.adapters.reference import ReferenceAdapter
from conformance.loader import load_scenario
from conformance.results import summary
from conformance.runner import run_scenario
from scenario_text import passing

SETUP = resources.scenarios_dir() / "setup"
POSITION = resources.scenarios_dir() / "combat" / "arcane-shift-attacker-cannot-be-replayed-to-the-attacked-battlefield.yaml"
WAR = SETUP / "war-turn-order-and-battlefields-follow-the-first-player.yaml"
BY_MODE = {
    "duel": SETUP / "duel-second-player-channels-an-extra-rune-on-its-first-turn.yaml",
    "match": SETUP / "match-selected-battlefields-and-the-second-player-channels-one-more.yaml",
    "skirmish": SETUP / "skirmish-turn-order-runs-clockwise-from-the-first-player.yaml",
    "war": WAR,
}


class NoWar(ReferenceAdapter):
    """The reference engine declaring every feature but War (488)."""

    def describe(self):
        info = super().describe()
        return replace(info, features=info.features - {"mode-war"})


@pytest.mark.parametrize("mode, path", BY_MODE.items())
def test_each_mode_but_the_duel_is_a_derived_feature(mode, path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert features.mode_of(data) == mode
    derived = {f for f in features.derive(data) if f.startswith("mode-")}
    assert derived == (set() if mode == "duel" else {f"mode-{mode}"})


def test_a_duel_is_the_default_and_a_stated_position_has_no_mode():
    data = yaml.safe_load(BY_MODE["duel"].read_text(encoding="utf-8"))
    del data["setup"]["mode"]
    assert features.mode_of(data) == "duel" and not {f for f in features.derive(data) if f.startswith("mode-")}
    assert features.mode_of(yaml.safe_load(passing())) is None


def test_the_schemas_enumerate_exactly_the_features():
    root = Path(__file__).resolve().parents[1] / "schema"
    scenario = json.loads((root / "scenario.schema.json").read_text())
    reply = json.loads((root / "protocol" / "start-reply.schema.json").read_text())
    requires = scenario["properties"]["requires"]["items"]["enum"]
    declared = reply["properties"]["engine"]["properties"]["features"]["items"]["enum"]
    assert sorted(requires) == sorted(declared) == sorted(features.FEATURES)
    assert {"mode-match", "mode-skirmish", "mode-war"} <= set(features.FEATURES)


def test_an_engine_not_declaring_the_mode_declines_the_scenario_and_the_summary_says_so():
    engine = NoWar()
    records = [run_scenario(load_scenario(path), engine, engine.describe()) for path in BY_MODE.values()]
    by_mode = {r.mode: r for r in records}
    assert by_mode["war"].status == "skipped" and by_mode["war"].reason == "engine does not declare feature: mode-war"
    assert [by_mode[m].status for m in ("duel", "match", "skirmish")] == ["passed"] * 3
    head = summary.headline(records)
    assert (head.passed, head.applicable, head.total) == (3, 3, 4)  # declined: not applicable, not failed
    lines = summary.render(records)
    assert "per mode (passed / applicable / total): duel: 1 / 1 / 1; match: 1 / 1 / 1; skirmish: 1 / 1 / 1; " \
           "war: 0 / 0 / 1" in lines
    assert "skipped because: feature mode-war not declared (1)" in lines
    assert summary.mode_properties(records)["riftbound_mode_war"] == "0 / 0 / 1"
    engine = ReferenceAdapter()  # declaring it, the same scenario runs and passes
    assert run_scenario(load_scenario(WAR), engine, engine.describe()).status == "passed"


def test_a_record_round_trips_its_mode_and_a_stated_position_has_none():
    engine = ReferenceAdapter()
    record = run_scenario(load_scenario(BY_MODE["match"]), engine, engine.describe())
    assert record.mode == "match" and type(record).from_json(record.to_json()).mode == "match"
    assert not any(line.startswith("per mode") for line in summary.render([replace(record, mode=None)]))


def test_terminal_junit_results_and_html_show_the_mode(suite, pytester):
    suite.write("setup/war.yaml", WAR.read_text(encoding="utf-8"))
    suite.write("setup/skirmish.yaml", BY_MODE["skirmish"].read_text(encoding="utf-8"))
    suite.write("combat/position.yaml", POSITION.read_text(encoding="utf-8"))
    result = suite.run("--junitxml", "junit.xml", "--results", "r.jsonl", "--html", "report.html",
                       "--self-contained-html", engine="test_modes:NoWar")
    result.stdout.fnmatch_lines(["per mode (passed / applicable / total): skirmish: 1 / 1 / 1; war: 0 / 0 / 1"])
    tree = ET.parse(pytester.path / "junit.xml")
    suite_props = {p.get("name"): p.get("value") for p in tree.getroot().iter("property")}
    assert suite_props["riftbound_mode_war"] == "0 / 0 / 1"
    assert suite_props["riftbound_mode_skirmish"] == "1 / 1 / 1"
    case_modes = {case.get("name"): {p.get("value") for p in case.iter("property") if p.get("name") == "riftbound_mode"}
                  for case in tree.getroot().iter("testcase")}
    assert case_modes["war-turn-order-and-battlefields-follow-the-first-player"] == {"war"}
    assert case_modes[POSITION.stem] == set()  # a stated position has no mode
    lines = {r["scenario"]: r for r in map(json.loads, (pytester.path / "r.jsonl").read_text().splitlines())}
    assert lines["war-turn-order-and-battlefields-follow-the-first-player"]["mode"] == "war"
    assert lines[POSITION.stem]["mode"] is None
    page = (pytester.path / "report.html").read_text()
    assert "data-column-type=&#34;mode&#34;" in page or 'data-column-type="mode"' in page
    assert "col-mode\\&#34;&gt;skirmish&lt;/td&gt;" in page  # the row's data, escaped inside pytest-html's JSON
