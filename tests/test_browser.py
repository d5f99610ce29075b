"""The dashboard and the pytest-html report in headless Chromium: the matrix renders, the filters and
sorting work, a scenario page opens, and the pytest-html table shows our columns and extras.

Needs Debian's ``chromium`` and ``chromium-driver`` (installed by .ci/run) and selenium; skips otherwise.
Screenshots go to reports/ (ignored by git).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conformance.cli import main
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
    assert len(rows()) == 4
    assert browser.find_element("id", "row-count").text == "4 of 4 scenarios shown"
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
    assert sorted(r.find_element("css selector", "a").text for r in rows()) == ["alpha", "beta"]
    Select(browser.find_element("id", "filter-topic")).select_by_visible_text("any")
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

    # a scenario page opens from the matrix
    assert not _shown(browser, "section.scenario")
    browser.find_element("link text", "spell-resolves").click()
    pages = _shown(browser, "section.scenario")
    assert [p.get_attribute("id") for p in pages] == ["scenario-spell-resolves"]
    assert "resolves into the trash" in pages[0].text
    REPORTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(REPORTS / "dashboard-scenario.png"))
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
    first.click()
    assert [p.get_attribute("id") for p in _shown(browser, "section.scenario")] == [f"scenario-{first.text}"]
    browser.get((reports / "impact.html").as_uri())
    changed = [tr.find_element("css selector", "td").text
               for tr in browser.find_elements("css selector", "#outcome-table tbody tr")]
    replayed = [p.stem for p in (resources.scenarios_dir() / "versions").glob("*.yaml")
                if '["1.4", "1.5"]' not in p.read_text()]  # those with 1.3 expectations are replayed at 1.4
    assert sorted(changed) == sorted(replayed)
