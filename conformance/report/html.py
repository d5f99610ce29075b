"""pytest-html extension, registered by the plugin: columns for scenario ID, rulings, rule citations,
tags and status, and per scenario an HTML extra with the ruling summary, the step-by-step narrative (what
each player did, what resolved, who held priority and focus) and, for a failure, the fields that
diverged, expected against actual. Every hook is optional, so nothing happens without pytest-html.
"""

from __future__ import annotations

import html as _html
from typing import Any

import pytest

from conformance.report.render import render

#: Column headings, in order, inserted after pytest-html's Result and Test columns.
COLUMNS = ("Scenario", "Rulings", "Rules", "Tags", "Status")


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
    report.extras = [*getattr(report, "extras", []), extras.html(block)]
    return report


@pytest.hookimpl(optionalhook=True)
def pytest_html_results_table_header(cells: list[str]) -> None:
    for offset, name in enumerate(COLUMNS):
        cells.insert(2 + offset, f'<th class="sortable" data-column-type="{name.lower()}">{name}</th>')


def _cells(result: dict[str, Any]) -> list[str]:
    return [result.get("scenario", ""), ", ".join(result.get("rulings", ())), ", ".join(result.get("rules", ())),
            ", ".join(result.get("tags", ())), result.get("status", "")]


@pytest.hookimpl(optionalhook=True)
def pytest_html_results_table_row(report: pytest.TestReport, cells: list[str]) -> None:
    result = getattr(report, "riftbound_result", None) or {}
    for offset, (name, value) in enumerate(zip(COLUMNS, _cells(result))):
        cells.insert(2 + offset, f'<td class="col-{name.lower()}">{_html.escape(value)}</td>')
