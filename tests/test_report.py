"""The dashboard (``riftbound-conformance report``) and the pytest-html extension."""

from __future__ import annotations

import re

from conformance.cli import main
from conformance.report import stats
from conformance.report.runs import load_runs, scenario_infos, topic_of
from report_records import record, write
from scenario_text import passing, wrong_chain


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
    assert "  =&gt; priority A, focus -; chain [cleave]" in section
    # no network assets, and the unreadable line is shown on the page too
    assert not re.search(r'(src|href)="(https?:)?//', page)
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
