"""The dashboard, the diff page and the pytest-html report in headless Chromium: the matrix renders and
opens on the failures, the filters (kept in the URL) and sorting work, pages open alone (also directly),
a failure shows its boards with the differing objects outlined in all three pages, citations link to
pages inside the dashboard, and markup planted in file names, titles and results never runs.

Needs Debian's ``chromium`` and ``chromium-driver`` (installed by .ci/run) and selenium; skips otherwise.
Screenshots go to reports/ (ignored by git).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from urllib.parse import quote

import pytest

from conformance.cli import main
from conformance.report import dashboard
from report_records import record, write
from scenario_text import passing, wrong_chain

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
REPORTS = Path(__file__).resolve().parent.parent / "reports"

pytestmark = pytest.mark.skipif(not CHROMIUM.exists() or not Path(DRIVER).exists(),
                                reason="needs /usr/bin/chromium and chromedriver (apt-get install chromium chromium-driver)")


@pytest.fixture
def browser(tmp_path):
    webdriver = pytest.importorskip("selenium.webdriver")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--window-size=1400,1000", f"--user-data-dir={tmp_path / 'chromium-profile'}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER))
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


def _shown(driver, selector: str) -> list:
    return [e for e in driver.find_elements("css selector", selector) if e.is_displayed()]


def test_dashboard_matrix_filters_sorting_and_scenario_page(browser, tmp_path, monkeypatch):
    from selenium.webdriver.support.ui import Select

    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios" / "timing").mkdir(parents=True)
    (tmp_path / "scenarios" / "timing" / "spell-resolves.yaml").write_text(passing())
    a = write(tmp_path / "a.jsonl", [record("spell-resolves"), record("beta", topic="combat"),
                                     record("alpha", "failed", topic="combat"), record("gamma")])
    b = write(tmp_path / "b.jsonl", [record("spell-resolves", rules_version="1.5"),
                                     record("beta", "failed", rules_version="1.5", topic="combat"),
                                     record("alpha", "failed", rules_version="1.5", topic="combat"),
                                     record("gamma", rules_version="1.5")])
    out = tmp_path / "index.html"
    assert main(["report", str(a), str(b), "-o", str(out)]) == 0
    browser.get(out.as_uri())

    rows = lambda: _shown(browser, "#matrix tbody tr")  # noqa: E731
    names = lambda: sorted(r.find_element("css selector", "a").text for r in rows())  # noqa: E731
    # a run with failures: the page opens on them, grouped by cause, and the matrix shows the failing rows
    assert _shown(browser, "#failures") and _shown(browser, "table.causes tr.cause")
    assert names() == ["alpha", "beta"]
    assert browser.find_element("id", "row-count").text == "2 of 4 scenarios shown"
    browser.find_element("id", "show-all").click()
    assert len(rows()) == 4 and "status=" in browser.execute_script("return location.search")
    headers = [th.text for th in browser.find_elements("css selector", "#matrix thead th")]
    assert headers[-2:] == ["eng 1.0 @ rules 1.4", "eng 1.0 @ rules 1.5"]

    # text filter, then topic, then status filters
    box = browser.find_element("id", "filter-text")
    box.send_keys("alp")
    assert [r.find_element("css selector", "a").text for r in rows()] == ["alpha"]
    box.clear()
    box.send_keys("x")
    box.clear()
    browser.execute_script("document.getElementById('filter-text').dispatchEvent(new Event('input'))")
    Select(browser.find_element("id", "filter-topic")).select_by_visible_text("combat")
    assert names() == ["alpha", "beta"]
    # the view is in the URL: opening it again gives the same rows
    shared = browser.find_element("id", "share").get_attribute("href")
    assert "topic=combat" in shared
    browser.get(shared)
    assert names() == ["alpha", "beta"]
    browser.get(out.as_uri() + "?status=")
    assert len(rows()) == 4
    Select(browser.find_element("id", "filter-status")).select_by_value("@differs")
    assert [r.find_element("css selector", "a").text for r in rows()] == ["beta"]
    Select(browser.find_element("id", "filter-status")).select_by_value("")
    assert len(rows()) == 4

    # sorting by the scenario column, both ways
    header = browser.find_element("css selector", "#matrix thead th")
    header.click()
    assert [r.find_element("css selector", "a").text for r in rows()] == ["alpha", "beta", "gamma", "spell-resolves"]
    header.click()
    assert [r.find_element("css selector", "a").text for r in rows()][0] == "spell-resolves"

    # a scenario page opens from the matrix, alone
    assert not _shown(browser, "section.scenario")
    browser.find_element("link text", "spell-resolves").click()
    pages = _shown(browser, "section.scenario")
    assert [p.get_attribute("id") for p in pages] == ["scenario-spell-resolves"]
    assert "resolves into the trash" in pages[0].text
    assert not _shown(browser, "#matrix")
    REPORTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(REPORTS / "dashboard-scenario.png"))
    # opened directly at a scenario page, the page shows it (not a blank page)
    browser.get(out.as_uri() + "#scenario-alpha")
    assert [p.get_attribute("id") for p in _shown(browser, "section.page")] == ["scenario-alpha"]
    browser.get(out.as_uri() + "#matrix-section")
    browser.save_screenshot(str(REPORTS / "dashboard.png"))
    assert (REPORTS / "dashboard.png").stat().st_size > 10_000


def test_pytest_html_report_renders_our_columns_and_extras(browser, suite):
    suite.write("timing/ok.yaml", passing())
    suite.write("timing/wrong.yaml", wrong_chain())
    report = suite.path / "report.html"
    suite.run("--html", str(report), "--self-contained-html")
    browser.get(report.as_uri())
    headers = [th.text.strip() for th in browser.find_elements("css selector", "#results-table thead th")]
    for column in ("Scenario", "Rulings", "Rules", "Tags", "Status"):
        assert column in headers
    cells = [td.text for td in browser.find_elements("css selector", "td.col-scenario")]
    assert sorted(cells) == ["spell-resolves", "wrong-chain"]
    # the failed row is expanded by default: its extra shows the diverging fields and the narrative
    extra = _shown(browser, ".riftbound-scenario")
    assert extra, "no scenario extra is visible"
    text = " ".join(e.text for e in extra)
    assert "Diverged at actions[1]" in text and "priority A, focus -; chain [cleave]" in text
    diff_rows = [tr.text for tr in _shown(browser, "table.riftbound-diff tr")]
    assert any(row.startswith("chain") for row in diff_rows)
    REPORTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(REPORTS / "pytest-html.png"))


def test_one_command_dashboard_of_the_reference_engine_at_two_rules_versions(browser, tmp_path):
    from conformance import resources

    reports = tmp_path / "reports"
    # exit 0: the versioned scenarios' expectations and the engine's outcomes change together
    assert main(["impact", str(resources.scenarios_dir() / "versions"), "--from", "1.3", "--to", "1.4",
                 "--reports", str(reports)]) == 0
    browser.get((reports / "index.html").as_uri())
    headers = [th.text for th in browser.find_elements("css selector", "#matrix thead th")]
    assert headers[-2:] == ["riftbound-reference 0.1.0 @ rules 1.3", "riftbound-reference 0.1.0 @ rules 1.4"]
    rows = _shown(browser, "#matrix tbody tr")
    assert rows and all(r.find_elements("css selector", "td.s-passed") for r in rows)
    assert len(rows[0].find_elements("css selector", "td.s-passed")) == 2
    first = rows[0].find_element("css selector", "a")
    name = first.text
    first.click()
    assert [p.get_attribute("id") for p in _shown(browser, "section.scenario")] == [f"scenario-{name}"]
    browser.get((reports / "impact.html").as_uri())
    changed = [tr.find_element("css selector", "td").text
               for tr in browser.find_elements("css selector", "#outcome-table tbody tr")]
    replayed = [p.stem for p in (resources.scenarios_dir() / "versions").glob("*.yaml")
                if '["1.4", "1.5"]' not in p.read_text()]  # those with 1.3 expectations are replayed at 1.4
    assert sorted(changed) == sorted(replayed)


def WebDriverWait(driver, seconds):  # noqa: N802 - selenium's class, imported when a browser runs
    from selenium.webdriver.support.ui import WebDriverWait as Wait

    return Wait(driver, seconds)


def _diverged(browser) -> list[str]:
    """The board objects outlined as differing, among those displayed."""
    return sorted({e.get_attribute("data-object") for e in _shown(browser, "svg.board g.diverged")})


def test_a_failure_has_boards_in_pytest_html_the_dashboard_and_the_diff_page(browser, suite, tmp_path):
    suite.write("timing/ok.yaml", passing())
    suite.write("timing/wrong.yaml", wrong_chain())
    report, results = suite.path / "report.html", suite.path / "results.jsonl"
    suite.run("--html", str(report), "--self-contained-html", "--results", str(results))
    REPORTS.mkdir(exist_ok=True)

    # pytest-html: the failing row's extra, expected against actual
    browser.get(report.as_uri())
    assert browser.title == "Riftbound conformance: harness-fake 0.1, rules 1.4"
    assert _diverged(browser) == ["chain", "priority"]
    captions = [f.text for f in _shown(browser, ".boards-diverged figcaption")]
    assert captions == ["expected (the scenario)", "actual (harness-fake)"]
    assert "Conformance statuses: 1 passed, 1 failed." in browser.find_element("css selector", ".riftbound-statuses").text
    log = " ".join(e.text for e in _shown(browser, ".logwrapper .log"))
    assert "steps so far" not in log                              # the failure is not repeated in the log
    browser.save_screenshot(str(REPORTS / "pytest-html-board.png"))

    # the dashboard: opens on the failure; its scenario page has the boards, and linked citations
    out = suite.path / "index.html"
    assert main(["report", str(results), "-o", str(out)]) == 0
    browser.get(out.as_uri())
    assert [r.find_element("css selector", "a").text for r in _shown(browser, "#matrix tbody tr")] == ["wrong-chain"]
    browser.save_screenshot(str(REPORTS / "dashboard-failures.png"))
    browser.find_element("css selector", "table.causes a[href='#scenario-wrong-chain']").click()
    assert _diverged(browser) == ["chain", "priority"]
    page = _shown(browser, "section.page")[0]
    assert page.find_element("css selector", "code.path").text == "scenarios/timing/wrong.yaml"
    assert page.find_elements("css selector", "details.setup-board svg.board")  # collapsed: the divergence comes first
    browser.save_screenshot(str(REPORTS / "dashboard-board.png"))
    page.find_element("css selector", "a.rule").click()           # 340.1 -> its rule page, in this page
    rule = _shown(browser, "section.page")
    assert [p.get_attribute("id") for p in rule] == ["rule-340.1"]
    assert "section 3xx" in rule[0].text and "wrong-chain" in rule[0].text
    browser.save_screenshot(str(REPORTS / "dashboard-rule.png"))
    browser.back()
    _shown(browser, "section.page")[0].find_element("css selector", "a.ruling").click()
    ruling = _shown(browser, "section.page")
    assert [p.get_attribute("id") for p in ruling] == ["ruling-TIM-04"] and "spell-resolves" in ruling[0].text

    # a large suite's dashboard stores its pages gzipped: opened directly, a page unpacks and reads the same
    packed = suite.path / "packed.html"
    dashboard.build([results], packed, compress_pages=True)
    assert 'data-z="' in packed.read_text() and "<svg" not in packed.read_text()
    browser.get(packed.as_uri() + "#scenario-wrong-chain")
    WebDriverWait(browser, 10).until(lambda d: _shown(d, "section.page[data-ready]"))
    assert _diverged(browser) == ["chain", "priority"]
    browser.get(packed.as_uri())
    browser.find_element("css selector", "table.causes a[href='#scenario-wrong-chain']").click()
    WebDriverWait(browser, 10).until(lambda d: _shown(d, "section.page[data-ready]"))
    assert _diverged(browser) == ["chain", "priority"]
    _shown(browser, "section.page")[0].find_element("css selector", "a.rule").click()
    WebDriverWait(browser, 10).until(lambda d: _shown(d, "section.rule-page[data-ready]"))
    assert "wrong-chain" in _shown(browser, "section.rule-page")[0].text

    # the diff page: the regression with its boards
    base = write(tmp_path / "base.jsonl", [record("wrong-chain"), record("spell-resolves")])
    diff = tmp_path / "diff.html"
    assert main(["diff", str(base), str(results), "--html", str(diff)]) == 1
    browser.get(diff.as_uri())
    assert _diverged(browser) == ["chain", "priority"]
    browser.save_screenshot(str(REPORTS / "diff-board.png"))


MARKUP = '<img src=x onerror="window.pwned=1">'


def _no_script_ran(browser) -> None:
    assert browser.execute_script("return window.pwned === undefined"), "planted markup ran"
    assert not browser.find_elements("css selector", "img[src=x]")


def test_markup_in_file_names_titles_and_results_never_runs(browser, suite, tmp_path):
    text = wrong_chain().replace("title: A spell resolves once both players pass priority",
                                 f"title: '{MARKUP} <script>window.pwned=2</script>'")
    suite.write(f"{MARKUP}/{MARKUP}.yaml", text)
    report, results = suite.path / "report.html", suite.path / "results.jsonl"
    suite.run("--html", str(report), "--self-contained-html", "--results", str(results))
    browser.get(report.as_uri())
    _no_script_ran(browser)
    assert MARKUP in browser.find_element("css selector", "td.col-testId").text   # shown as text
    assert MARKUP in " ".join(e.text for e in _shown(browser, ".riftbound-scenario"))
    # results planted with markup in every string a page shows
    evil = record(MARKUP, "failed", message=MARKUP, fields=(f"cards.{MARKUP}.might",), rules=(MARKUP,)).to_json()
    evil.update(engine=MARKUP, engine_version=MARKUP, path=f"scenarios/{MARKUP}/x.yaml", tags=[MARKUP],
                rulings=[MARKUP], urls=[f"javascript:window.pwned=4//{MARKUP}"], narrative=[MARKUP, f"  => {MARKUP}"])
    evil["states"] = [{"step": "expect", "state": {"turn": {"number": 1, "active": MARKUP, "phase": MARKUP,
                                                          "state": MARKUP},
                                                 "cards": {MARKUP: {"name": MARKUP, "zone": MARKUP, "might": MARKUP}},
                                                 "battlefields": {MARKUP: {"name": MARKUP, "units": [MARKUP]}},
                                                 "players": {MARKUP: {"base": [MARKUP]}}, "chain": [{"ref": MARKUP}]}}]
    planted = tmp_path / "planted.jsonl"
    planted.write_text(results.read_text() + json.dumps(evil) + "\n")
    out = tmp_path / "index.html"
    assert main(["report", str(planted), "-o", str(out)]) == 0
    for anchor in ("", "#scenario-wrong-chain", f"#scenario-{quote(MARKUP)}", f"#rule-{quote(MARKUP)}",
                   f"#ruling-{quote(MARKUP)}"):
        browser.get(out.as_uri() + anchor)
        _no_script_ran(browser)
    for link in browser.find_elements("css selector", "a"):
        assert not (link.get_attribute("href") or "").startswith("javascript:")
    packed = tmp_path / "packed.html"
    dashboard.build([planted], packed, compress_pages=True)
    for anchor in ("#scenario-wrong-chain", f"#scenario-{quote(MARKUP)}"):
        browser.get(packed.as_uri() + anchor)
        WebDriverWait(browser, 10).until(lambda d: _shown(d, "section.page[data-ready]"))
        _no_script_ran(browser)
    diff = tmp_path / "diff.html"
    main(["diff", str(write(tmp_path / "base.jsonl", [record(MARKUP)])), str(planted), "--html", str(diff)])
    browser.get(diff.as_uri())
    _no_script_ran(browser)
    assert MARKUP in browser.find_element("tag name", "body").text
