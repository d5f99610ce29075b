"""pytest-html extension, registered by the plugin: columns for scenario ID, rulings (or the URL
sources), rule citations, tags, the Mode of Play (a setup from decks) and status; per scenario an HTML
extra with the ruling summary, the citations, for a failure the fields that diverged and the boards
(expected against actual, the differing objects outlined), the boards at each checkpoint (collapsed)
and the step-by-step narrative;
URL sources as ``extras.url`` (the Links column). The failure's text is in the extra, so the log below
it keeps only captured output. Every value from a scenario or a result is escaped, the test ID too
(pytest-html puts the raw node ID in its cell). Every hook is optional: nothing happens without
pytest-html. Title, environment and the status counts are in ``conformance.report.identity``.
"""

from __future__ import annotations

import html as _html
from typing import Any

import pytest

from conformance.report.render import is_http, render, short_url

#: Column headings, in order, inserted after pytest-html's Result and Test columns.
COLUMNS = ("Scenario", "Rulings", "Rules", "Tags", "Mode", "Status")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    scenario = getattr(item, "scenario", None)
    if scenario is None or call.when != "call":
        return report
    record = getattr(report, "riftbound_result", None)
    if record is None and getattr(item, "record", None) is not None:
        record = item.record.to_json()
    if record is None:
        return report
    try:
        from pytest_html import extras
    except ImportError:  # pragma: no cover - pytest-html is a dependency
        return report
    block = render("pytest_html_extra.html.j2", scenario=scenario, record=record)
    links = [extras.url(_html.escape(u, quote=True), name=_link_name(u))
             for u in record.get("urls") or scenario.urls if is_http(u)]
    report.extras = [*getattr(report, "extras", []), extras.html(block), *links]
    return report


def _link_name(url: str) -> str:
    """A URL source's label in the Links column: its host and the end of its path, escaped."""
    return _html.escape(short_url(url))


@pytest.hookimpl(optionalhook=True)
def pytest_html_results_table_header(cells: list[str]) -> None:
    for offset, name in enumerate(COLUMNS):
        cells.insert(2 + offset, f'<th class="sortable" data-column-type="{name.lower()}">{name}</th>')


def _cells(result: dict[str, Any]) -> list[str]:
    """The cells' HTML, every value escaped; a scenario sourced by URLs shows them in Rulings."""
    e = _html.escape
    rulings = ", ".join(map(e, result.get("rulings", ())))
    if not rulings and result.get("urls"):
        rulings = ", ".join(f'<a href="{e(u, quote=True)}" target="_blank" rel="noopener">{_link_name(u)}</a>'
                            for u in result["urls"] if is_http(u))
    return [e(result.get("scenario", "")), rulings, e(", ".join(result.get("rules", ()))),
            e(", ".join(result.get("tags", ()))), e(result.get("mode") or ""), e(result.get("status", ""))]


@pytest.hookimpl(optionalhook=True)
def pytest_html_results_table_row(report: pytest.TestReport, cells: list[str]) -> None:
    # pytest-html writes the node ID into its cell unescaped; a file named with markup would run it.
    for i, cell in enumerate(cells):
        if cell.startswith('<td class="col-testId">'):
            test_id = cell[len('<td class="col-testId">'):-len("</td>")]
            cells[i] = f'<td class="col-testId">{_html.escape(test_id)}</td>'
    result = getattr(report, "riftbound_result", None) or {}
    for offset, (name, value) in enumerate(zip(COLUMNS, _cells(result))):
        cells.insert(2 + offset, f'<td class="col-{name.lower()}">{value}</td>')


@pytest.hookimpl(optionalhook=True)
def pytest_html_results_table_html(report: pytest.TestReport, data: list[str]) -> None:
    """The failure text is already in the scenario's extra: keep only the captured output in the log."""
    if getattr(report, "riftbound_result", None) is None or not report.longreprtext:
        return
    text = _html.escape(report.longreprtext) + "\n"
    if data and data[0] == text:
        del data[0]
        if not data:
            data.append("The failure is shown above, in the scenario's own terms.")
