"""Rules versions in reports: ``impact --from A --to B`` lists the scenarios whose expectations differ and
those whose outcome changes, and flags any scenario in one list only."""

from __future__ import annotations

import copy
import json

from conformance.cli import main
from conformance.loader import load_scenario
from conformance.report.impact import expectation_changes, measure
from harness_engine import HarnessEngine
from scenario_text import passing

#: The harness scenario with the spell's destination given per version, and one limited to 1.4.
BY_VERSION = passing("spell-goes-somewhere").replace(
    "  players: {A: {trash: [cleave], hand: []}}",
    "  players: {A: {hand: []}}\n  by_version:\n    \"1.4\": {players: {A: {trash: [cleave]}}}\n"
    "    \"1.5\": {players: {A: {banishment: [cleave], trash: []}}}")
ONLY_14 = passing("only-in-1-4").replace("tags: [chain, priority]", "tags: [chain]\nrules_versions: [\"1.4\"]")


class PatchedEngine(HarnessEngine):
    """The harness engine, except that at rules 1.5 what would go to the trash is banished."""

    def observe(self):
        state = copy.deepcopy(self.state)
        if self.rules_version == "1.5":
            for player in state["players"].values():
                player["banishment"], player["trash"] = player["banishment"] + player["trash"], []
            for card in state["cards"].values():
                if card["zone"] == "trash":
                    card["zone"] = "banishment"
        return state


def _suite(tmp_path, *texts: str) -> list:
    folder = tmp_path / "scenarios" / "timing"
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for text in texts:
        path = folder / (text.split("\n", 1)[0].split(": ", 1)[1] + ".yaml")
        path.write_text(text)
        out.append(load_scenario(path))
    return out


def test_expectation_changes_are_read_from_the_scenario(tmp_path):
    by_version, only, plain = _suite(tmp_path, BY_VERSION, ONLY_14, passing())
    assert expectation_changes(by_version, "1.4", "1.5") == ["expect (line 18): players"]
    assert expectation_changes(only, "1.4", "1.5") == ["applies to 1.4: yes, to 1.5: no"]
    assert expectation_changes(plain, "1.4", "1.5") == []
    assert expectation_changes(by_version, "1.4", "1.4") == []


def test_an_engine_that_follows_the_patch_changes_exactly_the_expected_scenarios(tmp_path):
    scenarios = _suite(tmp_path, BY_VERSION, ONLY_14)
    impact = measure(scenarios, PatchedEngine, "patched", "1.4", "1.5", tmp_path / "out")
    assert sorted(impact.expected) == ["only-in-1-4", "spell-goes-somewhere"]
    # the 1.4-only scenario is replayed at 1.5 with its 1.4 expectations: the patch does change it
    assert sorted(impact.outcomes) == ["only-in-1-4", "spell-goes-somewhere"]
    before, cross = impact.outcomes["spell-goes-somewhere"]
    assert (before.status, cross.status) == ("passed", "failed")
    assert impact.mismatches == [] and impact.failing == {"1.4": [], "1.5": []}
    assert (tmp_path / "out" / "impact-1.4.jsonl").exists() and (tmp_path / "out" / "impact-1.5.jsonl").exists()


def test_unchanged_expectations_with_a_changed_outcome_are_a_mismatch(tmp_path):
    scenarios = _suite(tmp_path, passing(), BY_VERSION)
    impact = measure(scenarios, PatchedEngine, "patched", "1.4", "1.5", tmp_path / "out")
    assert sorted(impact.outcomes) == ["spell-goes-somewhere", "spell-resolves"]
    assert impact.mismatches == ["spell-resolves"]
    assert [r.scenario for r in impact.failing["1.5"]] == ["spell-resolves"]
    # an engine that ignores the version plays everything the same: the per-version scenario is a
    # mismatch, and it fails its 1.5 expectations
    ignoring = measure(_suite(tmp_path, BY_VERSION), HarnessEngine, "harness", "1.4", "1.5", tmp_path / "o2")
    assert ignoring.outcomes == {} and ignoring.mismatches == ["spell-goes-somewhere"]
    assert [r.scenario for r in ignoring.failing["1.5"]] == ["spell-goes-somewhere"]


def test_cli_writes_results_dashboard_and_impact_page(tmp_path, capsys):
    _suite(tmp_path, BY_VERSION, ONLY_14, passing())
    reports = tmp_path / "reports"
    status = main(["impact", str(tmp_path / "scenarios"), "--from", "1.4", "--to", "1.5",
                   "--engine", "test_versions:PatchedEngine", "--reports", str(reports)])
    out = capsys.readouterr().out
    assert "expectations that differ: 2" in out
    assert "outcomes that change (the engine at 1.5 held to the 1.4 expectations): 3" in out
    assert "mismatch: spell-resolves: the outcome changes but the expectations do not" in out
    assert "mismatch: spell-goes-somewhere" not in out
    assert status == 1
    assert "spell-goes-somewhere" in (reports / "impact.html").read_text()
    page = (reports / "index.html").read_text()
    assert "harness-fake 0.1 @ rules 1.4" in page and "harness-fake 0.1 @ rules 1.5" in page
    assert main(["impact", "--from", "1.4", "--to", "1.4"]) == 2
    status = main(["impact", str(tmp_path / "scenarios"), "--from", "1.4", "--to", "9.9",
                   "--engine", "reference", "--reports", str(reports)])
    assert status == 2 and "rules version 9.9: engine 'reference' could not start" in capsys.readouterr().err


def test_reference_engine_switches_the_v1_3_behaviour_changes(tmp_path):
    from conformance import resources
    from conformance.adapters.reference import ReferenceAdapter

    path = resources.scenarios_dir() / "versions"
    scenarios = [load_scenario(p) for p in sorted(path.glob("*.yaml"))]
    cited = {number for s in scenarios for number in s.rules}
    assert {"464.2.c.1.b", "323.11", "383.3.a", "372"} <= cited   # a scenario per switch in versions.py
    impact = measure(scenarios, ReferenceAdapter, "reference", "1.3", "1.4", tmp_path)
    ids = [s.id for s in scenarios]
    assert sorted(impact.expected) == ids
    assert sorted(impact.outcomes) == [s.id for s in scenarios if s.applies_to("1.3")]  # 1.3-only ones too
    assert impact.failing == {"1.3": [], "1.4": []} and impact.mismatches == []
    same = measure(scenarios, ReferenceAdapter, "reference", "1.4", "1.5", tmp_path / "same")
    assert same.expected == {} and same.outcomes == {} and same.failing == {"1.4": [], "1.5": []}


def _patch_fixture(tmp_path):
    """Three shipped scenarios that pin v1.3 -> v1.4 behaviour changes, one of them limited to 1.4, and an
    unchanged scenario citing a behaviour change (372) it does not exercise."""
    from conformance import resources

    folder = tmp_path / "scenarios" / "versions"
    folder.mkdir(parents=True)
    for name in ("combat-in-an-ongoing-showdown-keeps-focus-from-1-4",
                 "contested-ends-when-the-contester-leaves-from-1-4",
                 "optional-trigger-is-chosen-while-finalizing-from-1-4"):
        path = resources.scenarios_dir() / "versions" / f"{name}.yaml"
        text = path.read_text()
        if "contested-ends" in path.name:
            text = text.replace("tags: [rules-version", "rules_versions: [\"1.4\"]\ntags: [rules-version")
        (folder / path.name).write_text(text)
    plain = passing("plain-citing-372").replace('rules: ["340.1"]', 'rules: ["340.1", "372"]')
    (folder / "plain.yaml").write_text(plain.replace("A: {hand:", "A: {energy: 1, hand:"))
    return [load_scenario(p) for p in sorted(folder.glob("*.yaml"))]


def test_impact_names_values_rules_responsible_and_the_untested_surface(tmp_path):
    from conformance import rulesmap
    from conformance.adapters.reference import ReferenceAdapter
    from conformance.report.impact import field_changes

    scenarios = _patch_fixture(tmp_path)
    focus = next(s for s in scenarios if s.id.startswith("combat-in"))
    assert [(c.step, c.field, c.base, c.new) for c in field_changes(focus, "1.3", "1.4")] == \
        [("expect", "focus", "A", "C"), ("expect", "priority", "A", "C")]
    impact = measure(scenarios, ReferenceAdapter, "reference", "1.3", "1.4", tmp_path / "out")
    contested = "contested-ends-when-the-contester-leaves-from-1-4"
    optional = "optional-trigger-is-chosen-while-finalizing-from-1-4"
    assert impact.changed == [focus.id, contested, optional] and sorted(impact.outcomes) == [focus.id, optional]
    assert impact.failing == {"1.3": [], "1.4": []} and impact.mismatches == []
    assert [(c.field, c.base, c.new) for c in impact.changes[contested]] == [("rules_versions", "skipped", "applies")]
    assert [e.rule for e in impact.responsible[focus.id]] == ["464.2.c.1.b"]
    assert impact.responsible[focus.id][0].was == "459.2.c"
    assert [e.rule for e in impact.responsible[contested]] == ["190.3.b.1", "323.11", "323.11.a"]
    behaviour = [e.rule for e in rulesmap.load("1.3", "1.4").of_class("behaviour")]
    assert [e.rule for e in impact.responsible[optional]] == ["383.3.a", "383.3.a.2", "402.1", "402.1.a"]
    pinned = ("464.2.c.1.b", "190.3.b.1", "323.11", "323.11.a", "383.3.a", "383.3.a.2", "402.1", "402.1.a")
    assert [e.rule for e in impact.untested] == [r for r in behaviour if r not in pinned]
    assert "372" in [e.rule for e in impact.untested]   # cited only by a scenario whose outcome does not change
    assert impact.paths[focus.id] == "versions/combat-in-an-ongoing-showdown-keeps-focus-from-1-4.yaml"


def test_impact_cli_writes_html_and_json_with_links(tmp_path, capsys):
    from conformance import rulesmap

    _patch_fixture(tmp_path)
    reports = tmp_path / "reports"
    assert main(["impact", str(tmp_path / "scenarios"), "--from", "1.3", "--to", "1.4",
                 "--reports", str(reports)]) == 0
    out = capsys.readouterr().out
    assert "combat-in-an-ongoing-showdown-keeps-focus-from-1-4: 464.2.c.1.b (1.3: 459.2.c)" in out
    assert "    expect focus: 1.3: 'A', 1.4: 'C'" in out
    untested = len(rulesmap.load("1.3", "1.4").of_class("behaviour")) - 8   # 8 pinned by the fixture
    assert f"untested behaviour changes (no changed scenario cites them): {untested}" in out
    data = json.loads((reports / "impact.json").read_text())
    row = next(s for s in data["scenarios"] if s["id"].startswith("combat-in"))
    assert row["page"] == "index.html#scenario-combat-in-an-ongoing-showdown-keeps-focus-from-1-4"
    assert row["file"] == "versions/combat-in-an-ongoing-showdown-keeps-focus-from-1-4.yaml"
    assert {"step": "expect", "line": 37, "field": "focus", "base": "A", "new": "C"} in row["expectations"]
    assert row["rules"] == [{"rule": "464.2.c.1.b", "was": "459.2.c", "note": row["rules"][0]["note"],
                             "mechanism": "combat"}]
    assert row["outcome"]["1.3"]["status"] == "passed" and row["outcome"]["1.4 held to 1.3"]["status"] == "failed"
    assert len(data["untested_behaviour_changes"]) == untested and data["rules_map"] == "1.3 -> 1.4"
    page = (reports / "impact.html").read_text()
    assert '<a href="index.html#scenario-combat-in-an-ongoing-showdown-keeps-focus-from-1-4">' in page
    assert "<code>\"A\"</code>" in page and "464.2.c.1.b (1.3: 459.2.c)" in page
    assert 'id="untested-table"' in page and "<td>372</td>" in page
    assert 'id="scenario-combat-in-an-ongoing-showdown-keeps-focus-from-1-4"' in (reports / "index.html").read_text()


def test_impact_without_a_rules_map_says_so(tmp_path, capsys):
    _suite(tmp_path, BY_VERSION)
    assert main(["impact", str(tmp_path / "scenarios"), "--from", "1.4", "--to", "1.5",
                 "--engine", "test_versions:PatchedEngine", "--reports", str(tmp_path / "r")]) == 0
    assert "no rules map between 1.4 and 1.5" in capsys.readouterr().out
    assert json.loads((tmp_path / "r" / "impact.json").read_text())["rules_map"] is None


def test_rules_version_1_3_over_the_protocol_matches_in_process(tmp_path):
    import sys

    from conformance import resources
    from conformance.adapters.subprocess import SubprocessEngine

    def remote(_version=None):
        return SubprocessEngine.from_command(f"{sys.executable} -m reference_engine", step_timeout=30)

    scenarios = [load_scenario(p) for p in sorted((resources.scenarios_dir() / "versions").glob("*.yaml"))]
    impact = measure(scenarios, remote, "remote", "1.3", "1.4", tmp_path)
    assert impact.start_errors == {} and impact.failing == {"1.3": [], "1.4": []}
    assert sorted(impact.outcomes) == sorted(s.id for s in scenarios if s.applies_to("1.3"))
    assert impact.mismatches == []


def test_run_at_rules_version_1_3_skips_the_1_4_only_scenarios_with_the_reason(tmp_path, monkeypatch):
    _patch_fixture(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["run", "scenarios", "--rules-version", "1.3", "--reports", "out"]) == 0
    records = [json.loads(line) for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    assert {r["rules_version"] for r in records} == {"1.3"}
    status = {r["scenario"]: r["status"] for r in records}
    assert status.pop("contested-ends-when-the-contester-leaves-from-1-4") == "skipped"
    assert set(status.values()) == {"passed"} and len(status) == 3
    skipped = next(r for r in records if r["status"] == "skipped")
    assert skipped["reason"] == "scenario applies to rules versions 1.4, engine implements 1.3"
