"""Results files as runs: one run per file (an engine at a rules version), its records by scenario, and
the scenarios' own words (title, summary) looked up from the scenario files the records name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from conformance import resources
from conformance.loader import load_suite
from conformance.results.records import ResultRecord
from conformance.results.stream import ResultsReader

#: Statuses that count as a pass, and those left out of pass rates (the scenario did not run).
PASSING = frozenset({"passed", "xpass"})
NOT_RUN = frozenset({"skipped"})


@dataclass
class Run:
    path: str
    label: str
    engine: str = ""
    engine_version: str = ""
    rules_version: str = ""
    records: dict[str, ResultRecord] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.engine} {self.engine_version} @ rules {self.rules_version}".strip()


@dataclass(frozen=True)
class ScenarioInfo:
    id: str
    title: str
    summary: str
    path: str
    topic: str
    rulings: tuple[str, ...]
    rules: tuple[str, ...]
    tags: tuple[str, ...]
    rules_versions: tuple[str, ...] = ()
    urls: tuple[str, ...] = ()
    text: str = ""                      # the scenario file's YAML, when it could be read
    setup_state: dict | None = None     # the board after setup, from the first record that kept it


def suite_path(path: str) -> str:
    """A scenario's path as a reader of the suite knows it: from ``scenarios/`` on (not the absolute
    site-packages path of an installed suite), else relative to the working directory, else as given."""
    parts = Path(path).parts
    if "scenarios" in parts:
        index = len(parts) - 1 - parts[::-1].index("scenarios")
        return "/".join(parts[index:])
    try:
        return Path(path).resolve().relative_to(Path.cwd()).as_posix()
    except (ValueError, OSError):
        return path


def load_run(path: str | Path) -> Run:
    """A results file as a run; unreadable lines become ``problems`` (file:line: message), not errors."""
    try:
        reader = ResultsReader.read(path)
    except OSError as exc:
        return Run(str(path), Path(path).name, problems=[f"{path}: cannot read: {exc.strerror}"])
    run = Run(str(path), Path(path).name, problems=list(reader.problems))
    for record in reader.records:
        if record.scenario in run.records:
            run.problems.append(f"{path}: scenario {record.scenario} appears more than once; the last one is kept")
        run.records[record.scenario] = record
    if reader.records:
        first = reader.records[0]
        run.engine, run.engine_version, run.rules_version = first.engine, first.engine_version, first.rules_version
        run.label = run.key
    return run


def load_runs(paths: list[str | Path]) -> list[Run]:
    """Runs labelled by engine and rules version; two files with the same label get the file name added."""
    runs = [load_run(p) for p in paths]
    seen: dict[str, int] = {}
    for run in runs:
        seen[run.key] = seen.get(run.key, 0) + 1
    for run in runs:
        run.label = run.key if run.records and seen[run.key] == 1 else f"{run.key} ({Path(run.path).name})"
    return runs


def topic_of(path: str) -> str:
    """``scenarios/<topic>/<file>.yaml`` -> ``<topic>``; anything else -> the parent folder's name."""
    parts = Path(path).parts
    if "scenarios" in parts:
        index = len(parts) - 1 - parts[::-1].index("scenarios")
        if index + 2 < len(parts):  # a folder between scenarios/ and the file
            return parts[index + 1]
    return Path(path).parent.name or "-"


def scenario_infos(runs: list[Run], extra_paths: list[str | Path] | None = None) -> dict[str, ScenarioInfo]:
    """Every scenario any run has a record for, with its title and summary when its file can be read
    (the path in the record, relative to the working directory or the checkout, or the shipped suite)."""
    wanted: dict[str, ResultRecord] = {}
    for run in runs:
        for sid, record in run.records.items():
            wanted.setdefault(sid, record)
    files: set[Path] = set()
    roots = [Path.cwd(), resources.scenarios_dir().parent]
    for record in wanted.values():
        for root in roots:
            candidate = root / record.path
            if candidate.is_file():
                files.add(candidate.resolve())
                break
    loaded, texts = {}, {}
    for item in load_suite(sorted(files) + [Path(p) for p in extra_paths or ()]):
        if item.scenario is not None:
            loaded[item.scenario.id] = item.scenario
            try:
                texts[item.scenario.id] = Path(item.path).read_text(encoding="utf-8", errors="replace")
            except OSError:
                pass
    setups: dict[str, dict] = {}
    for run in runs:
        for sid, record in run.records.items():
            for entry in record.states:
                if entry.get("step") == "setup" and sid not in setups:
                    setups[sid] = entry.get("state")
    infos: dict[str, ScenarioInfo] = {}
    for sid, record in sorted(wanted.items()):
        s = loaded.get(sid)
        infos[sid] = ScenarioInfo(
            id=sid, title=s.title if s else "", summary=s.summary if s else "", path=record.path,
            topic=topic_of(record.path), rulings=tuple(record.rulings), rules=tuple(record.rules),
            tags=tuple(record.tags), rules_versions=s.rules_versions if s else (),
            urls=tuple(s.urls) if s else tuple(record.urls), text=texts.get(sid, ""), setup_state=setups.get(sid))
    return infos
