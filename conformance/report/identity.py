"""Which engine, which rules, which suite: the identity every report of a run carries.

A controller-side plugin (registered by ``conformance.plugin``) that reads the result records as they
arrive and, at the end of the run:

* titles the pytest-html report ``Riftbound conformance: <engine> <version>, rules <v>`` and adds the
  engine, its version, the rules version and the suite version to its Environment table, and a line
  counting every conformance status above the results table;
* adds the same as ``<property>`` elements of JUnit's ``<testsuite>``, and files the scenarios that ended
  with an engine-side status (errored, timeout, crash, protocol-error) as ``<error>`` rather than
  ``<failure>``, with the suite's ``errors`` and ``failures`` counts to match (conformance.report.junit).
"""

from __future__ import annotations

from collections import Counter
from html import escape
from pathlib import Path

import pytest

import conformance
from conformance.report import junit
from conformance.results.records import STATUSES


class RunIdentity:
    def __init__(self, config: pytest.Config, engine_name: str):
        self.config = config
        self.engine = engine_name
        self.engine_version = ""
        self.rules_version = config.getoption("rules_version") or ""
        self.counts: Counter[str] = Counter()
        self.engine_side: dict[str, str] = {}    # nodeid -> status
        self._html_report = None

    @property
    def properties(self) -> dict[str, str]:
        return {"engine": self.engine, "engine_version": self.engine_version or "?",
                "rules_version": self.rules_version or "?", "suite": "riftbound-conformance",
                "suite_version": conformance.__version__}

    def title(self) -> str:
        version = f" {self.engine_version}" if self.engine_version else ""
        rules = f", rules {self.rules_version}" if self.rules_version else ""
        return f"Riftbound conformance: {self.engine}{version}{rules}"

    def status_line(self) -> str:
        return ", ".join(f"{self.counts[s]} {s}" for s in STATUSES if self.counts[s]) or "no scenarios ran"

    # -- collecting ---------------------------------------------------------------------------------
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = getattr(report, "riftbound_result", None)
        if result is None or report.when != "call":
            return
        self.engine = result.get("engine") or self.engine
        self.engine_version = result.get("engine_version") or self.engine_version
        self.rules_version = result.get("rules_version") or self.rules_version
        status = result.get("status", "")
        self.counts[status] += 1
        if status in junit.ENGINE_SIDE:
            self.engine_side[report.nodeid] = status

    # -- pytest-html --------------------------------------------------------------------------------
    @pytest.hookimpl(optionalhook=True)
    def pytest_html_report_title(self, report) -> None:
        self._html_report = report          # filled in at the end, once the engine has described itself
        report.title = self.title()

    @pytest.hookimpl(optionalhook=True)
    def pytest_html_results_summary(self, prefix: list, summary: list, postfix: list, session) -> None:
        prefix.append(f'<p class="riftbound-statuses"><b>{escape(self.title())}</b>. Conformance statuses: '
                      f"{escape(self.status_line())}.</p>")

    @pytest.hookimpl(wrapper=True)
    def pytest_sessionfinish(self, session: pytest.Session):
        # Before pytest-html and junitxml write their files: the identity, now the engine is known.
        names = {"engine": "Engine", "engine_version": "Engine version", "rules_version": "Rules version",
                 "suite_version": "Suite version (riftbound-conformance)"}
        if self._html_report is not None:
            self._html_report.title = self.title()
            environment = dict(self._html_report.data.get("environment") or {})
            environment.update({names[k]: v for k, v in self.properties.items() if k in names})
            self._html_report.set_data("environment", environment)
        xml = junit.log_xml(self.config)
        if xml is not None:
            for name, value in self.properties.items():
                xml.add_global_property(name, value)
            for status in STATUSES:
                if self.counts[status]:
                    xml.add_global_property(f"count_{status}", str(self.counts[status]))
        result = yield
        # After junitxml has written its file: engine-side statuses become <error>.
        if xml is not None and Path(xml.logfile).is_file():
            junit.mark_engine_errors(Path(xml.logfile))
        return result
