"""The dashboard (``riftbound-conformance report``) and the pytest-html extension."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from conformance import __version__
from conformance.cli import main, plugin_args
from conformance.report import stats
from conformance.report.runs import load_runs, scenario_infos, topic_of
from report_records import record, write
from scenario_text import passing, wrong_chain

TESTS = Path(__file__).resolve().parent


def assert_no_network_assets(page: str) -> None:
    """Nothing the browser would fetch: no src, stylesheet link, CSS url() or @import off the page."""
    assert not re.search(r'\ssrc="(https?:)?//', page)
    assert not re.search(r'<link[^>]+href="(https?:)?//', page)
    assert not re.search(r'url\(\s*["\']?(https?:)?//|@import', page)


def _rows(page: str) -> dict[str, list[str]]:
    """Matrix rows: scenario id -> the status cells, in run order."""
    body = page.split('<table id="matrix"', 1)[1].split("</table>", 1)[0]
    rows = {}
    for row in re.findall(r"<tr data-topic.*?</tr>", body, re.S):
        sid = re.search(r'href="#scenario-([^"]+)"', row).group(1)
        rows[sid] = re.findall(r'<td class="status s-[a-z-]+"[^>]*>([^<]*)</td>', row)
    return rows


def _two_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios" / "timing").mkdir(parents=True)
    (tmp_path / "scenarios" / "timing" / "spell-resolves.yaml").write_text(passing())
    a = write(tmp_path / "a.jsonl", [
        record("spell-resolves"), record("other", "failed", topic="combat", rules=("466.1", "340.2")),
        record("only-in-a", "skipped", reason="engine lacks capabilities: hidden"),
    ])
    b = write(tmp_path / "b.jsonl", [
        record("spell-resolves", "failed", engine="other-engine", rules_version="1.5"),
        record("other", engine="other-engine", rules_version="1.5", topic="combat", rules=("466.1", "340.2")),
    ], extra_lines=('{"scenario": 3}',))
    return a, b


def test_dashboard_matrix_rates_coverage_and_scenario_pages(tmp_path, monkeypatch, capsys):
    a, b = _two_runs(tmp_path, monkeypatch)
    out = tmp_path / "reports" / "index.html"
    assert main(["report", str(a), str(b), "-o", str(out)]) == 0
    assert f"warning: {b}:3:" in capsys.readouterr().err
    page = out.read_text()
    assert "<th class=\"sortable run\">eng 1.0 @ rules 1.4</th>" in page
    assert "<th class=\"sortable run\">other-engine 1.0 @ rules 1.5</th>" in page
    assert _rows(page) == {"only-in-a": ["skipped", "-"], "other": ["failed", "passed"],
                           "spell-resolves": ["passed", "failed"]}
    # the scenario page has the summary read from the scenario file, and each run's outcome
    section = page.split('id="scenario-spell-resolves"', 1)[1].split("</section>", 1)[0]
    assert "A plays a spell; both players pass priority and it resolves into the trash." in section
    assert "TIM-04" in section and "340.1" in section and "priority" in section
    assert "<li>actions[0]: A plays cleave targeting u1<div class=\"state\"" in section
    assert "&rArr; priority A, focus -; chain [cleave]</div></li>" in section  # not numbered as a step
    # no network assets (links to the official rules are not assets), and the unreadable line is shown too
    assert_no_network_assets(page)
    assert "Unreadable result lines" in page
    # coverage: every v1.4 top-level rule appears once; 340 is cited by all three scenarios, 466 by one
    numbers = [n for n in stats.rule_index()["numbers"] if "." not in n]
    assert len(re.findall(r'data-rule="', page)) == len(numbers)
    assert re.search(r'data-rule="340"\s+title="340: 3 scenario\(s\): only-in-a, other, spell-resolves"', page)
    assert re.search(r'data-rule="466"\s+title="466: 1 scenario\(s\): other"', page)


def test_rates_by_topic_and_section(tmp_path, monkeypatch):
    a, b = _two_runs(tmp_path, monkeypatch)
    runs = load_runs([a, b])
    infos = scenario_infos(runs)
    topics = {row["name"]: [r.text() for r in row["rates"]] for row in stats.rates_by(runs, stats.topics(infos))}
    # skipped scenarios are left out of the rate
    assert topics == {"combat": ["0% (0/1)", "100% (1/1)"], "timing": ["100% (1/1)", "0% (0/1)"]}
    sections = {row["name"][:3]: [r.text() for r in row["rates"]]
                for row in stats.rates_by(runs, stats.sections(infos))}
    assert sections["3xx"] == ["50% (1/2)", "50% (1/2)"] and sections["4xx"] == ["0% (0/1)", "100% (1/1)"]
    assert sections["2xx"] == ["-", "-"]


def test_topic_is_the_folder_under_scenarios():
    assert topic_of("scenarios/combat/x.yaml") == "combat"
    assert topic_of("/abs/scenarios/hidden/y.yaml") == "hidden"
    assert topic_of("elsewhere/z.yaml") == "elsewhere"


def test_pytest_html_report_has_columns_summary_narrative_and_diff(suite):
    suite.write("timing/ok.yaml", passing())
    suite.write("timing/wrong.yaml", wrong_chain())
    report = suite.path / "report.html"
    suite.run("--html", str(report), "--self-contained-html")
    page = report.read_text()
    for column in ("Scenario", "Rulings", "Rules", "Tags", "Status"):
        assert f"data-column-type=&#34;{column.lower()}&#34;" in page or f'data-column-type="{column.lower()}"' in page
    assert "col-rulings" in page and "TIM-04" in page
    assert "A plays a spell; both players pass priority and it resolves into the trash." in page
    # the failure's diverging fields, expected against actual, and the narrative with priority
    assert "riftbound-diff" in page and "Diverged at actions[1]" in page
    assert "priority A, focus -; chain [cleave]" in page


def test_no_readable_records_exits_1_and_still_writes_the_page(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    out = tmp_path / "index.html"
    assert main(["report", str(bad), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:1: not JSON" in err
    assert main(["report", str(bad), str(tmp_path / "missing.jsonl"), "-o", str(out)]) == 2  # bad input
    err = capsys.readouterr().err
    assert f"{bad}:1: not JSON" in err and "error: " + str(tmp_path / "missing.jsonl") + ": no such file" in err
    assert "no readable result records" in err and out.exists()


def _failing_run(tmp_path, monkeypatch) -> Path:
    """A results file from a real run of the harness engine: one failure (with its boards), one pass."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios" / "timing").mkdir(parents=True)
    (tmp_path / "scenarios" / "timing" / "ok.yaml").write_text(passing())
    (tmp_path / "scenarios" / "timing" / "wrong.yaml").write_text(wrong_chain())
    out = tmp_path / "run.jsonl"
    subprocess.run([sys.executable, "-m", "pytest", *plugin_args(), "-p", "no:cacheprovider", "-q",
                    "--engine", "harness_engine:HarnessEngine", "--results", str(out), "scenarios"],
                   cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(TESTS)}, capture_output=True, check=False)
    statuses = {json.loads(line)["status"] for line in out.read_text().splitlines()}
    assert statuses == {"passed", "failed"}
    return out


def test_dashboard_opens_on_failures_grouped_by_cause(tmp_path, monkeypatch):
    a = write(tmp_path / "a.jsonl", [record("p1"), record("f1", "failed", fields=("cards.x.might",)),
                                     record("f2", "failed", fields=("cards.y.might",)),
                                     record("f3", "failed", fields=("chain",)), record("e1", "timeout")])
    out = tmp_path / "index.html"
    assert main(["report", str(a), "-o", str(out)]) == 0
    page = out.read_text()
    assert page.index('id="failures"') < page.index('id="matrix-section"')
    causes = re.findall(r'<tr class="cause"><td class="n">(\d+)</td><td>.*?</span> ([^<]*)</td>', page)
    assert causes[0] == ("2", "checkpoint at expect: cards.*.might") and len(causes) == 3
    assert 'data-default-status="@failing"' in page
    assert f"by\nriftbound-conformance {__version__}." in page and "<title>Riftbound conformance dashboard: eng 1.0 @ rules 1.4</title>" in page
    assert re.search(r'<span class="status s-timeout">1 timeout</span>', page)   # every status counted
    passing_only = write(tmp_path / "b.jsonl", [record("p1")])
    assert main(["report", str(passing_only), "-o", str(out)]) == 0
    assert 'data-default-status=""' in out.read_text() and 'id="failures"' not in out.read_text()


def test_dashboard_links_citations_to_rule_and_ruling_pages(tmp_path, monkeypatch):
    a, b = _two_runs(tmp_path, monkeypatch)
    out = tmp_path / "index.html"
    main(["report", str(a), str(b), "-o", str(out)])
    page = out.read_text()
    for target in re.findall(r'href="#((?:rule|ruling)-[^"]+)"', page):
        assert f'id="{target}"' in page, target                          # every link resolves in the page
    rule = page.split('id="rule-466.1"', 1)[1].split("</section>", 1)[0]
    assert "section 4xx: " + stats.rule_index()["sections"]["4"] in rule
    assert 'href="#scenario-other"' in rule and "official rules document" in rule
    ruling = page.split('id="ruling-TIM-04"', 1)[1].split("</section>", 1)[0]
    assert "timing: states, the chain, priority and focus" in ruling and 'href="#scenario-spell-resolves"' in ruling


def test_ruling_summary_comes_from_the_catalogue_when_it_has_one(monkeypatch):
    from conformance.report import citations

    citations._rulings.cache_clear()
    monkeypatch.setattr(citations.resources, "data", lambda name: {
        "ids": ["TIM-04"], "groups": {"TIM": "timing"},
        "rulings": {"TIM-04": {"summary": "A spell resolves after both pass."}}})
    try:
        assert citations.ruling("TIM-04") == {"id": "TIM-04", "known": True, "group": "timing", "url": "",
                                              "summary": "A spell resolves after both pass."}
        assert citations.ruling("NOPE-1")["known"] is False
    finally:
        citations._rulings.cache_clear()


def test_scenario_page_has_escaped_yaml_boards_and_a_suite_path(tmp_path, monkeypatch):
    results = _failing_run(tmp_path, monkeypatch)
    out = tmp_path / "index.html"
    main(["report", str(results), "-o", str(out)])
    page = out.read_text()
    section = page.split('id="scenario-wrong-chain"', 1)[1].split("</section>", 1)[0]
    assert "<pre>id: wrong-chain\ntitle: A spell resolves" in section
    assert "source: {rulings: [TIM-04]}" in section and "hand: [{id: cleave, card: Cleave}]" in section
    assert '<code class="path">scenarios/timing/wrong.yaml</code>' in section
    assert section.count("<svg") == 3                     # setup, expected, actual
    assert 'class="obj diverged" data-object="chain"' in section
    assert 'class="obj diverged" data-object="priority"' in section
    ok = page.split('id="scenario-spell-resolves"', 1)[1].split("</section>", 1)[0]
    assert ok.count("<svg") == 1 and "diverged" not in ok  # a pass: its setup board only
    assert_no_network_assets(page)


def test_diff_page_shows_the_regression_boards(tmp_path, monkeypatch):
    new = _failing_run(tmp_path, monkeypatch)
    base = write(tmp_path / "base.jsonl", [record("wrong-chain"), record("spell-resolves")])
    out = tmp_path / "diff.html"
    assert main(["diff", str(base), str(new), "--html", str(out)]) == 1
    page = out.read_text()
    regression = page.split('id="regression"', 1)[1]
    assert regression.count("<svg") >= 2 and 'class="obj diverged" data-object="chain"' in regression
    assert "expected (the scenario)" in regression and "actual (harness-fake)" in regression
    assert "<h1>Run diff: eng 1.0 @ rules 1.4 &rarr; harness-fake 0.1 @ rules 1.4</h1>" in page
    assert f"riftbound-conformance {__version__}" in page
    assert_no_network_assets(page)


def test_dashboard_headline_is_honest_ranks_by_checkpoints_and_rates_features(tmp_path):
    """An engine that declines most of the suite does not look better than one that plays it: the dashboard
    shows passed / applicable / total and coverage, lists runs by checkpoints passed, and rates features."""
    from dataclasses import replace

    def rec(sid, status, engine, features=("combat",), checkpoints=1, passed=1):
        cps = [{"step": "expect", "line": 3, "outcome": "passed" if i < passed else "failed"} for i in range(checkpoints)]
        return replace(record(sid, status, engine=engine), features=list(features), checkpoints=cps)

    declines = write(tmp_path / "declines.jsonl", [rec("a", "passed", "shy"),
                                                   *(rec(f"s{i}", "skipped", "shy", checkpoints=0) for i in range(9))])
    plays = write(tmp_path / "plays.jsonl", [rec(f"s{i}", "passed", "bold", features=("combat", "hidden"))
                                             for i in range(7)] +
                  [rec(f"f{i}", "failed", "bold", checkpoints=2, passed=1) for i in range(3)])
    out = tmp_path / "index.html"
    assert main(["report", str(declines), str(plays), "-o", str(out)]) == 0
    page = out.read_text()
    totals = page[page.index('<table id="totals">'):page.index("</table>", page.index('<table id="totals">'))]
    assert "1 / 1 / 10 (pass rate 100.0%)" in totals and "10.0%" in totals       # shy: all it played, 10% coverage
    assert "7 / 10 / 10 (pass rate 70.0%)" in totals and "100.0%" in totals      # bold
    assert totals.index("bold") < totals.index("shy")                            # 10 checkpoints passed vs 1
    assert "10 of 13" in totals and "1 of 1" in totals
    features = page[page.index('id="by-feature"'):]
    assert re.search(r"<td>hidden</td><td>-</td><td>7 / 7 / 7</td>", features)
    assert re.search(r"<td>combat</td><td>1 / 1 / 10</td><td>7 / 10 / 10</td>", features)
