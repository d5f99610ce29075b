"""pytest plugin (entry point ``pytest11``): options and hooks only.

``pytest`` collects ``scenarios/**/*.yaml``; each item is a scenario named by its ``id``, its tags are
markers, and it runs against the engine chosen with ``--engine``. Items and the run's state live in
``conformance.collect`` and ``conformance.session``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conformance import exit_codes, variants
from conformance.adapters import registry
from conformance.collect import (ENGINE_STATUSES, SESSION_KEY, VARIANTS_KEY, ScenarioDir, ScenarioItem,
                                 is_scenario_file, scenario_file, unreadable_items)
from conformance.exceptions import ScenarioErrors, UnknownEngine
from conformance.expectations import load_expectations
from conformance.loader import find_files, load_file
from conformance.report import html as html_report
from conformance.results import provenance
from conformance.results import summary as run_summary
from conformance.results.records import ResultRecord
from conformance.report.identity import RunIdentity
from conformance.results.stream import ResultsWriter
from conformance.session import RunSession
from conformance.suggest import did_you_mean

_LETTERS = {"errored": "E", "timeout": "T", "crash": "C", "protocol-error": "P"}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("riftbound-conformance", "Riftbound conformance scenarios")
    group.addoption("--engine", default="reference", metavar="NAME",
                    help="engine to test: a registered name, package.module:Class, cmd:\"<command>\", "
                         "or a name from riftbound-engines.toml (default: reference)")
    group.addoption("--engines-file", default=None, metavar="PATH",
                    help="engines file defining named out-of-process engines (default: ./riftbound-engines.toml)")
    group.addoption("--rules-version", default=None, metavar="VERSION",
                    help="rules version to run the engine at (default: the engine's own)")
    group.addoption("--expectations", default=None, metavar="FILE",
                    help="YAML list of this engine's known failures: {id, reason, link?, rules_versions?}")
    group.addoption("--strict-expectations", action="store_true", default=False,
                    help="fail the run when a known failure passes (xpass)")
    group.addoption("--results", default=None, metavar="FILE",
                    help="append one JSON line per scenario to FILE as each one finishes")
    group.addoption("--unreadable-scenario", action="append", default=[], metavar="PATH",
                    help="a scenario path pytest cannot collect (a dangling link, a FIFO): reported as one "
                         "invalid item, the run goes on (the riftbound-conformance command passes these)")
    group.addoption("--lenient-decisions", action="store_true", default=False,
                    help="do not fail on unscripted engine questions or unexpected refusals")
    group.addoption("--variants", action="store_true", default=False,
                    help="also run each scenario's invariance variants (conformance/variants.py)")
    group.addoption("--variant", action="append", default=[], metavar="KIND",
                    help="run only this kind of variant (repeatable; implies --variants): "
                         "seats, names, extra-cards or zone-order")
    group.addoption("--fail-under", type=_percent, default=None, metavar="PCT",
                    help="exit 6 unless at least PCT%% of the applicable scenarios pass")
    group.addoption("--min-coverage", type=_percent, default=None, metavar="PCT",
                    help="exit 6 unless at least PCT%% of the scenarios are applicable (not skipped)")


def _percent(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise pytest.UsageError(f"expected a percentage from 0 to 100, got {text!r}") from None
    if not 0 <= value <= 100:
        raise pytest.UsageError(f"expected a percentage from 0 to 100, got {text!r}")
    return value


def pytest_configure(config: pytest.Config) -> None:
    name = config.getoption("engine")
    engines_file = config.getoption("engines_file")
    try:
        factory = registry.find(name, engines_file=engines_file)
    except UnknownEngine as exc:
        raise pytest.UsageError(f"--engine: {exc}") from None
    expectations = {}
    path = config.getoption("expectations")
    if path is None:
        path = getattr(factory, "expectations", None)  # set by an engines file entry
    if path:
        try:
            expectations = load_expectations(path)
        except ScenarioErrors as exc:
            raise pytest.UsageError(f"--expectations:\n{exc}") from None
    kinds = config.getoption("variant")
    if kinds or config.getoption("variants"):
        try:
            config.stash[VARIANTS_KEY] = variants.parse_kinds(",".join(kinds))
        except ValueError as exc:
            raise pytest.UsageError(f"--variant: {exc}") from None
    writer = None
    results = config.getoption("results")
    if results and not hasattr(config, "workerinput"):  # under xdist only the controller writes
        writer = ResultsWriter(Path(results))
    config.stash[SESSION_KEY] = RunSession(
        engine_name=name,
        factory=factory,
        rules_version=config.getoption("rules_version"),
        strict=not config.getoption("lenient_decisions"),
        expectations=expectations,
        strict_expectations=config.getoption("strict_expectations"),
        writer=writer,
    )
    if not hasattr(config, "workerinput"):
        config.pluginmanager.register(_Reporter(config), "riftbound-conformance-reporter")
        config.pluginmanager.register(RunIdentity(config, name), "riftbound-conformance-identity")  # titles, JUnit
    config.pluginmanager.register(html_report, "riftbound-conformance-html")  # pytest-html columns, extras


def pytest_unconfigure(config: pytest.Config) -> None:
    session = config.stash.get(SESSION_KEY, None)
    if session is not None:
        session.close()


def pytest_collect_directory(path: Path, parent: pytest.Collector):
    # A folder holding scenarios also yields its *.yaml entries that are not regular files, so that
    # each is reported as one invalid item rather than skipped (python packages keep pytest's Package).
    if not (path / "__init__.py").is_file():
        return ScenarioDir.from_parent(parent, path=path)
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    for raw in config.getoption("unreadable_scenario"):
        items.extend(unreadable_items(session, Path(raw)))
    scenarios = [item.scenario for item in items if isinstance(item, ScenarioItem)]
    if scenarios and not hasattr(config, "workerinput"):  # before -k/-m deselect any
        marks = {mark.name for item in items for mark in item.iter_markers()}
        check_selection(config, {s.id for s in scenarios}, config.stash[SESSION_KEY].tags | marks)


def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    if config.pluginmanager.hasplugin("dsession") and (config.option.markexpr or _strict_expectations(config)):
        # Under pytest-xdist the workers collect and this controller collects nothing (and a usage error
        # in a worker would crash it): read the scenario files named on the command line here.
        ids, tags = set(), set()
        for path in find_files(Path(a.split("::")[0]) for a in config.args):
            if path.is_file() and is_scenario_file(path, config.rootpath):
                loaded = load_file(path)
                if loaded.scenario is not None:
                    ids.add(loaded.scenario.id)
                    tags.update(loaded.scenario.tags)
        if ids:
            check_selection(config, ids, tags)


def _strict_expectations(config: pytest.Config) -> bool:
    session = config.stash.get(SESSION_KEY, None)
    return bool(session and session.strict_expectations and session.expectations)


def check_selection(config: pytest.Config, ids: set[str], tags: set[str]) -> None:
    """Usage errors in what the run selects: a -m marker no scenario has, and with --strict-expectations
    a known failure naming no scenario of the run (a stale or misspelt expectations entry)."""
    check_marker_expression(config, tags)
    if _strict_expectations(config):
        session = config.stash[SESSION_KEY]
        unknown = sorted(set(session.expectations) - ids)
        if unknown:
            raise pytest.UsageError(
                f"--strict-expectations: the expectations name {len(unknown)} scenario(s) not in this run: "
                + ", ".join(f"{sid!r}{did_you_mean(sid, ids)}" for sid in unknown[:5])
                + (" ..." if len(unknown) > 5 else ""))


#: Words of a -m expression that are not marker names.
_OPERATORS = frozenset({"and", "or", "not", "True", "False", "None"})


def check_marker_expression(config: pytest.Config, tags: set[str]) -> None:
    """A -m expression naming a marker no scenario has (a typo: ``-m tnak``) is a usage error, as with
    --strict-markers, instead of silently selecting nothing. Scenario tags are markers (collect.py)."""
    expression = config.option.markexpr
    if not expression:
        return
    known = {line.split(":", 1)[0].split("(", 1)[0].strip() for line in config.getini("markers")} | set(tags)
    words = re.findall(r"[\w:+\-.\[\]]+", re.sub(r"\([^)]*\)", "", expression))
    unknown = [w for w in words if w not in _OPERATORS and w not in known]
    if unknown:
        tags = sorted(tags)
        listed = ", ".join(tags) if len(tags) <= 12 else f"{len(tags)} in all (riftbound-conformance list shows them)"
        raise pytest.UsageError(f"-m {expression!r}: no scenario is tagged {unknown[0]!r}"
                                f"{did_you_mean(unknown[0], tags)}; tags: {listed or 'none'}")


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    # A YAML file is a scenario when it lies in a folder named ``scenarios``, or when it was named on the
    # command line (an engine author's own scenario file, wherever it lives).
    if is_scenario_file(file_path, parent.config.rootpath) or _named_on_command_line(file_path, parent.config):
        return scenario_file(parent, file_path)
    return None


def _named_on_command_line(file_path: Path, config: pytest.Config) -> bool:
    if file_path.suffix not in (".yaml", ".yml"):
        return False
    invocation = Path(config.invocation_params.dir)
    for arg in config.invocation_params.args:
        candidate = Path(str(arg).split("::")[0])
        if not candidate.is_absolute():
            candidate = invocation / candidate
        if candidate.resolve() == file_path.resolve():
            return True
    return False


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if not isinstance(item, ScenarioItem) or call.when != "call" or item.record is None:
        return report
    session = item.config.stash[SESSION_KEY]
    final = RunSession.final(item.record, item.known)
    if final.status == "xpass":
        if session.strict_expectations:
            report.outcome = "failed"
            report.longrepr = (f"[XPASS(strict)] {item.scenario.id} is listed as a known failure but passed: "
                               f"{final.reason}")
        else:
            report.wasxfail = final.reason or ""
    report.riftbound_status = final.status
    report.riftbound_result = final.to_json()
    if final.status == "skipped" and report.skipped:
        # Shown like every other status: the scenario's path as in its node ID, and its line.
        report.longrepr = (item.nodeid.split("::")[0], item.scenario.line, f"Skipped: {final.reason}")
    return report


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config):
    status = getattr(report, "riftbound_status", None)
    if report.when == "call" and status in ENGINE_STATUSES:
        return status, _LETTERS[status], status.upper()
    return None


class _Reporter:
    """Controller-side hooks: count statuses, write the results file, summarise, set the exit code."""

    def __init__(self, config: pytest.Config):
        self.config = config
        self.engine_problems: list[str] = []
        self.engine_label = ""
        self.records: list[ResultRecord] = []
        self.gates: list[str] = []
        self.provenance = {"suite_version": provenance.suite_version(),
                           "scenario_set": provenance.scenario_set(config.args or [config.rootpath], config.rootpath)}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = getattr(report, "riftbound_result", None)
        if result is None or report.when != "call":
            return
        result = {**result, **self.provenance}
        session = self.config.stash[SESSION_KEY]
        session.count(result["status"])
        self.records.append(ResultRecord.from_json(result))
        self.engine_label = (f"engine {result['engine']} {result['engine_version']}, "
                             f"rules version {result['rules_version']}")
        if result["status"] in ENGINE_STATUSES:
            failure = result.get("failure") or {}
            self.engine_problems.append(f"{result['status'].upper()} {report.nodeid} - {failure.get('message', '')}")
        if session.writer is not None:
            session.writer.write(result)

    @pytest.hookimpl(tryfirst=True)  # before junitxml writes its file, so the headline is in it
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if not self.records:
            return
        head = run_summary.headline(self.records)
        xml = self.config.stash.get(_junit_key(), None)
        if xml is not None:
            for name, value in {**head.properties(), **run_summary.mode_properties(self.records),
                                "riftbound_suite_version": self.provenance["suite_version"],
                                "riftbound_scenario_set": self.provenance["scenario_set"]}.items():
                xml.add_global_property(name, value)
        fail_under, min_coverage = self.config.getoption("fail_under"), self.config.getoption("min_coverage")
        if fail_under is not None and head.pass_rate < fail_under:
            self.gates.append(f"pass rate {head.pass_rate:.1f}% is below --fail-under {fail_under:g}%")
        if min_coverage is not None and head.coverage < min_coverage:
            self.gates.append(f"coverage {head.coverage:.1f}% is below --min-coverage {min_coverage:g}%")
        if head.engine_problems:
            session.exitstatus = exit_codes.ENGINE_MISBEHAVED
        elif exitstatus == exit_codes.OK and self.gates:
            session.exitstatus = exit_codes.BELOW_THRESHOLD

    @pytest.hookimpl(optionalhook=True)
    def pytest_html_results_summary(self, prefix: list, summary: list, postfix: list, session) -> None:
        """The same honest headline at the top of pytest-html's summary."""
        if self.records:
            import html

            lines = run_summary.render(self.records, causes=5, features=False)
            prefix.append('<p class="riftbound-headline"><strong>' + html.escape(self.engine_label) + ": "
                          + html.escape(lines[0]) + "</strong><br>"
                          + "<br>".join(html.escape(line) for line in lines[1:]) + "</p>")

    def pytest_terminal_summary(self, terminalreporter, exitstatus: int, config: pytest.Config) -> None:
        session = config.stash[SESSION_KEY]
        if not self.records:
            return
        terminalreporter.write_sep("-", "riftbound-conformance")
        # From the records, since under xdist the engine runs in the workers, not here.
        label = self.engine_label or "engine " + session.engine_name
        lines = run_summary.render(self.records)
        terminalreporter.write_line(f"{label}: {lines[0]}")
        for line in lines[1:]:
            terminalreporter.write_line(line)
        for line in self.engine_problems:
            terminalreporter.write_line(line)
        for gate in self.gates:
            terminalreporter.write_line(f"GATE {gate}")
        if session.writer is not None:
            terminalreporter.write_line(f"results: {session.writer.path}")


def _junit_key():
    from _pytest.junitxml import xml_key

    return xml_key
