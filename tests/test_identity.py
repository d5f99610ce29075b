"""Run identity: pytest-html's title, environment and status line, and JUnit's properties and errors."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from scenario_text import move, passing, wrong_chain


def _suite_props(root: ET.Element) -> dict[str, str]:
    suite = root if root.tag == "testsuite" else root.find("testsuite")
    return {p.get("name"): p.get("value") for p in suite.find("properties")}


def test_junit_files_engine_side_statuses_as_errors_with_engine_properties(suite):
    suite.write("ok.yaml", passing())
    suite.write("move.yaml", move())
    junit = suite.path / "junit.xml"
    suite.run("--junitxml", str(junit), engine="harness_engine:TimeoutEngine")
    root = ET.parse(junit).getroot()
    testsuite = root.find("testsuite")
    assert testsuite.get("errors") == "2" and testsuite.get("failures") == "0"
    assert [c.find("error").get("type") for c in testsuite.iter("testcase")] == ["riftbound.timeout"] * 2
    assert not list(testsuite.iter("failure"))
    props = _suite_props(root)
    assert props["engine"] == "harness-fake" and props["engine_version"] == "0.1"
    assert props["rules_version"] == "1.4" and props["suite_version"] and props["count_timeout"] == "2"


def test_junit_keeps_rules_divergences_as_failures(suite):
    suite.write("ok.yaml", passing())
    suite.write("wrong.yaml", wrong_chain())
    junit = suite.path / "junit.xml"
    suite.run("--junitxml", str(junit))
    testsuite = ET.parse(junit).getroot().find("testsuite")
    assert testsuite.get("errors") == "0" and testsuite.get("failures") == "1"


def test_pytest_html_title_environment_and_status_line(suite):
    suite.write("ok.yaml", passing())
    suite.write("move.yaml", move())
    report = suite.path / "report.html"
    suite.run("--html", str(report), "--self-contained-html", engine="harness_engine:TimeoutEngine")
    page = report.read_text()
    assert ">Riftbound conformance: harness-fake 0.1, rules 1.4</title>" in page
    blob = page.replace("&#34;", '"').replace("&quot;", '"')
    assert re.search(r'"Engine": "harness-fake"', blob) and re.search(r'"Engine version": "0.1"', blob)
    assert re.search(r'"Rules version": "1.4"', blob)
    assert "Conformance statuses: 2 timeout." in page


def test_url_sources_are_links_in_the_rulings_and_links_columns(suite):
    url = "https://example.org/faq/flow#abandon"
    suite.write("ok.yaml", passing().replace("source: {rulings: [TIM-04]}", f'source: {{urls: ["{url}"]}}'))
    report = suite.path / "report.html"
    suite.run("--html", str(report), "--self-contained-html")
    page = report.read_text().replace("&#34;", '"').replace("&quot;", '"').replace("&amp;", "&")
    page = page.replace("&lt;", "<").replace("&gt;", ">").replace('\\"', '"')
    assert f'<td class="col-rulings"><a href="{url}" target="_blank" rel="noopener">example.org/flow#abandon</a></td>' in page
    assert '"format_type": "url"' in page and f'"content": "{url}"' in page     # pytest-html's Links column
    assert f'<a href="{url}" class="riftbound-source"' in page                  # and in the extra
