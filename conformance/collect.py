"""pytest File and Item classes for scenario files: one item per scenario, named by its ``id``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conformance.exceptions import ScenarioError, ScenarioErrors
from conformance.loader import display_path, load_file, printable
from conformance.results.records import ENGINE_STATUSES, ResultRecord  # noqa: F401 (plugin.py imports it from here)
from conformance.runner import explain
from conformance.scenario import Scenario
from conformance.session import RunSession
from conformance.variants import generate

SESSION_KEY = pytest.StashKey[RunSession]()
#: The invariance variants to run beside each scenario (``--variants``; conformance/variants.py).
VARIANTS_KEY = pytest.StashKey[tuple[str, ...]]()


def is_scenario_file(path: Path, root: Path) -> bool:
    if path.suffix not in (".yaml", ".yml"):
        return False
    try:
        parts = (root.name, *path.relative_to(root).parts[:-1])  # the root itself may be scenarios/
    except ValueError:
        parts = path.parts[:-1]
    return "scenarios" in parts


class ScenarioDir(pytest.Dir):
    """pytest's folder collector, plus the scenario entries it skips because they are not regular files."""

    def collect(self):
        yield from super().collect()
        for entry in sorted(self.path.iterdir()):
            if entry.suffix in (".yaml", ".yml") and not entry.is_dir() and not entry.is_file() \
                    and is_scenario_file(entry, self.config.rootpath):
                yield scenario_file(self, entry)


def unreadable_items(session: pytest.Session, path: Path) -> list[pytest.Item]:
    """The invalid item of a path named to the run that pytest cannot collect (a dangling link, a FIFO)."""
    file = ScenarioFile.from_parent(session, path=path, nodeid=display_path(path), name=printable(path.name))
    return list(file.collect())


class ScenarioFile(pytest.File):
    def collect(self):
        session = self.config.stash[SESSION_KEY]
        origin = self.nodeid or display_path(self.path)  # as pytest shows it for every status: suite-relative
        loaded = load_file(self.path, origin=origin)
        if loaded.errors or loaded.scenario is None:
            yield InvalidScenarioItem.from_parent(self, name=printable(self.path.name), errors=loaded.errors)
            return
        scenario = loaded.scenario
        first = session.seen_ids.setdefault(scenario.id, origin)
        if first != origin:
            line, column = loaded.marks.at(("id",)) if loaded.marks else (None, None)
            error = ScenarioError(origin, line, column, "id", f"duplicate scenario id {scenario.id!r} (also in {first})")
            yield InvalidScenarioItem.from_parent(self, name=printable(self.path.name), errors=[error])
            return
        kinds = self.config.stash.get(VARIANTS_KEY, ())
        for one in [scenario, *(v.scenario for v in generate(scenario, kinds))]:
            item = ScenarioItem.from_parent(self, name=one.id, scenario=one)
            for tag in scenario.tags:
                if tag not in session.tags:
                    session.tags.add(tag)
                    self.config.addinivalue_line("markers", f"{tag}: scenarios tagged {tag}")
                item.add_marker(tag)
            yield item


class ScenarioFailure(Exception):
    def __init__(self, record: ResultRecord):
        super().__init__(record.status)
        self.record = record


class ScenarioItem(pytest.Item):
    def __init__(self, *, scenario: Scenario, **kwargs: Any):
        super().__init__(**kwargs)
        self.scenario = scenario
        self.record: ResultRecord | None = None
        self.known = None

    def runtest(self) -> None:
        session = self.config.stash[SESSION_KEY]
        record, known = session.run(self.scenario)
        self.record, self.known = record, known
        final = RunSession.final(record, known)
        self.user_properties.append(("riftbound_status", final.status))
        if self.scenario.mode:
            self.user_properties.append(("riftbound_mode", self.scenario.mode))
        if self.scenario.rulings:
            self.user_properties.append(("rulings", " ".join(self.scenario.rulings)))
        if final.status == "skipped":
            pytest.skip(final.reason or "not applicable")
        if final.status == "xfail":
            pytest.xfail(f"{final.reason} [{record.status}: {_first_line(record)}]")
        if final.status in ("passed", "xpass"):
            return
        raise ScenarioFailure(record)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailure):
            return explain(excinfo.value.record, self.scenario)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return _report_path(self.path), self.scenario.line - 1, f"scenario {self.scenario.id}"


class InvalidScenarioItem(pytest.Item):
    """A file that failed to load: it errors in setup with every problem located, and the run goes on."""

    def __init__(self, *, errors: list[ScenarioError], **kwargs: Any):
        super().__init__(**kwargs)
        self.errors = errors

    def setup(self) -> None:
        self.user_properties.append(("riftbound_status", "invalid"))
        pytest.fail("invalid scenario file:\n" + "\n".join(f"  {e}" for e in self.errors), pytrace=False)

    def runtest(self) -> None:  # pragma: no cover - setup always fails
        raise ScenarioErrors(self.errors)

    def reportinfo(self):
        first = self.errors[0] if self.errors else None
        line = (first.line - 1) if first and first.line else 0
        return _report_path(self.path), line, f"invalid scenario file {printable(self.path.name)}"


def _report_path(path: Path) -> Path | str:
    """The path for reports (JUnit, terminal): escaped when its name is not printable text, since a
    name with bytes that are not UTF-8 cannot be written into JUnit XML."""
    shown = printable(str(path))
    return path if shown == str(path) else shown


def scenario_file(parent: pytest.Collector, path: Path) -> ScenarioFile:
    """The collector of one scenario file; its node ID escaped when the file name is not printable."""
    try:
        relative = path.relative_to(parent.config.rootpath).as_posix()
    except ValueError:
        relative = str(path)
    if printable(relative) == relative:
        return ScenarioFile.from_parent(parent, path=path)
    return ScenarioFile.from_parent(parent, path=path, nodeid=printable(relative), name=printable(path.name))


def _first_line(record: ResultRecord) -> str:
    return record.failure.message if record.failure else (record.reason or record.status)
