"""``riftbound-conformance impact --from 1.3 --to 1.4``: what a rules patch changes.

* **Expectations that differ**, from the scenario files alone: scenarios that apply to one version only
  (``rules_versions``) or whose checkpoints resolve to different fields (``by_version``), each with its
  file, the field, the value under each version and the rules responsible: the behaviour changes of the
  rules map (conformance/rulesmap.py) among the scenario's citations.
* **Outcomes that change**, from the engine: it runs every scenario that applies at the old version (one
  limited to it included) at the new version and is checked against the old version's expectations; a
  scenario whose result differs from the old version's own run is one where the game played out
  differently under the patch.
* **Conformance** at each version: the engine at each version against that version's expectations. Both
  runs are kept as results files (``impact-<version>.jsonl``), with a dashboard of the two.
* **Untested behaviour changes**: the map's behaviour changes that no scenario whose expectations or
  outcome change cites (the patch's untested surface).

For an engine that implements both versions, the first two lists name the same scenarios; a scenario in
one of them only is reported as a mismatch (exit status 1). Written as ``impact.html`` (scenario names
link to their page in the dashboard beside it) and ``impact.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from conformance import resources, rulesmap
from conformance.adapters import registry
from conformance.compare import resolve_versions
from conformance.exceptions import UnknownEngine
from conformance.loader import load_suite
from conformance.report import dashboard
from conformance.report.diff import _describe, _reason
from conformance.report.render import render
from conformance.results.records import ResultRecord
from conformance.results.stream import ResultsWriter
from conformance.scenario import Checkpoint, Scenario
from conformance.session import RunSession


#: the value of a field a checkpoint does not name under one version
UNCHECKED = "(not checked)"


@dataclass(frozen=True)
class FieldChange:
    """One expectation that differs: a checkpoint field (or whether the scenario applies at all)."""
    step: str              # "expect", "checkpoint actions[3]", or "scenario" for rules_versions
    line: int | None
    field: str             # "focus", "battlefields", ... or "rules_versions"
    base: Any              # the value under the earlier version (UNCHECKED if not named)
    new: Any


def field_changes(scenario: Scenario, base: str, new: str) -> list[FieldChange]:
    """Each expectation of the scenario that differs between the two versions, in file order."""
    if scenario.applies_to(base) != scenario.applies_to(new):
        return [FieldChange("scenario", scenario.line, "rules_versions",
                            "applies" if scenario.applies_to(base) else "skipped",
                            "applies" if scenario.applies_to(new) else "skipped")]
    if not scenario.applies_to(base):
        return []
    out = []
    for step in scenario.checkpoints():
        before, after = resolve_versions(step.fields, base), resolve_versions(step.fields, new)
        for key in sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k)):
            out.append(FieldChange(step.label, step.line, key, before.get(key, UNCHECKED), after.get(key, UNCHECKED)))
    return out


def expectation_changes(scenario: Scenario, base: str, new: str) -> list[str]:
    """How the scenario's expectations differ between the two versions, one line per checkpoint (empty:
    they do not)."""
    changes = field_changes(scenario, base, new)
    if changes and changes[0].field == "rules_versions":
        yes = {"applies": "yes", "skipped": "no"}
        return [f"applies to {base}: {yes[changes[0].base]}, to {new}: {yes[changes[0].new]}"]
    out: dict[tuple[str, int | None], list[str]] = {}
    for change in changes:
        out.setdefault((change.step, change.line), []).append(change.field)
    return [f"{step} (line {line}): {', '.join(keys)}" for (step, line), keys in out.items()]


def patch_map(base: str, new: str) -> rulesmap.VersionMap | None:
    """The rules map between the two versions, in either direction; None if none is shipped."""
    for pair in ((base, new), (new, base)):
        if pair in rulesmap.available():
            return rulesmap.load(*pair)
    return None


def display_path(scenario: Scenario) -> str:
    """The scenario's file relative to its suite: the nearest folder named ``scenarios`` above it (the
    shipped suite's layout, ``<topic>/<file>.yaml``), else the current folder."""
    path = Path(scenario.path).resolve()
    suite = next((p for p in path.parents if p.name == "scenarios"), None)
    for root in ([suite] if suite else []) + [Path.cwd().resolve()]:
        try:
            return path.relative_to(root).as_posix()
        except ValueError:
            continue
    return scenario.path


@dataclass
class Impact:
    base: str
    new: str
    engine: str = ""
    expected: dict[str, list[str]] = field(default_factory=dict)       # scenario -> how expectations differ
    outcomes: dict[str, tuple[ResultRecord, ResultRecord]] = field(default_factory=dict)  # base run, cross run
    both: set[str] = field(default_factory=set)                         # scenarios replayed at the new version
    failing: dict[str, list[ResultRecord]] = field(default_factory=dict)  # version -> records not passing
    start_errors: dict[str, str] = field(default_factory=dict)          # version -> why the engine did not start
    changes: dict[str, list[FieldChange]] = field(default_factory=dict)  # scenario -> expectations that differ
    paths: dict[str, str] = field(default_factory=dict)                 # scenario -> file, relative to the suite
    responsible: dict[str, list[rulesmap.Entry]] = field(default_factory=dict)  # changed scenario -> rules
    untested: list[rulesmap.Entry] = field(default_factory=list)       # behaviour changes no changed scenario cites
    patch: rulesmap.VersionMap | None = None                            # the rules map, if one is shipped

    @property
    def mismatches(self) -> list[str]:
        return sorted((set(self.expected) & self.both) ^ set(self.outcomes))

    @property
    def changed(self) -> list[str]:
        """Every scenario whose expectations or outcome change, sorted."""
        return sorted(set(self.expected) | set(self.outcomes))

    def attribute(self, scenarios: list[Scenario]) -> None:
        """The rules responsible for each changed scenario, and the behaviour changes none of them cites."""
        self.patch = patch_map(self.base, self.new)
        if self.patch is None:
            return
        by_id = {s.id: s for s in scenarios}
        exercised: set[str] = set()
        for sid in self.changed:
            self.responsible[sid] = self.patch.responsible(by_id[sid].rules)
            exercised |= {e.rule for e in self.responsible[sid]}
        self.untested = [e for e in self.patch.of_class("behaviour") if e.rule not in exercised]

    def as_json(self, describe) -> dict[str, Any]:
        """Everything the report shows, for tools."""
        def rules(entries):
            return [{"rule": e.rule, "was": e.was, "note": e.note, "mechanism": e.mechanism or None} for e in entries]

        def run(record):
            return {"status": record.status, "detail": describe(record)}

        return {
            "from": self.base, "to": self.new, "engine": self.engine,
            "rules_map": f"{self.patch.base} -> {self.patch.new}" if self.patch else None,
            "scenarios": [{"id": sid, "file": self.paths.get(sid), "page": f"index.html#scenario-{sid}",
                           "expectations": [asdict(c) for c in self.changes.get(sid, [])],
                           "outcome": ({self.base: run(self.outcomes[sid][0]),
                                        f"{self.new} held to {self.base}": run(self.outcomes[sid][1])}
                                       if sid in self.outcomes else None),
                           "rules": rules(self.responsible.get(sid, []))} for sid in self.changed],
            "untested_behaviour_changes": rules(self.untested),
            "mismatches": self.mismatches,
            "not_passing": {v: [{"id": r.scenario, **run(r)} for r in records] for v, records in self.failing.items()},
        }


def as_of(scenario: Scenario, version: str) -> Scenario:
    """The scenario with every checkpoint resolved for ``version`` and no version limit, so that an engine
    at another version can be held to this version's expectations."""
    def fix(step):
        return replace(step, fields=resolve_versions(step.fields, version)) if isinstance(step, Checkpoint) else step
    return replace(scenario, steps=tuple(fix(s) for s in scenario.steps),
                   expect=fix(scenario.expect) if scenario.expect is not None else None, rules_versions=())


def run_version(scenarios: list[Scenario], factory, engine: str, version: str,
                out: Path | None, start_errors: dict[str, str] | None = None) -> dict[str, ResultRecord]:
    session = RunSession(engine_name=engine, factory=factory, rules_version=version,
                         writer=ResultsWriter(out) if out else None)
    records = {}
    try:
        for scenario in scenarios:
            record, _ = session.run(scenario)
            if session.writer is not None:
                session.writer.write(record)
            records[scenario.id] = record
        if session.start_error and start_errors is not None:
            start_errors[version] = session.start_error
    finally:
        session.close()
    return records


def measure(scenarios: list[Scenario], factory, engine: str, base: str, new: str, folder: Path) -> Impact:
    impact = Impact(base, new, engine)
    for s in scenarios:
        changes = expectation_changes(s, base, new)
        if changes:
            impact.expected[s.id] = changes
            impact.changes[s.id] = field_changes(s, base, new)
        impact.paths[s.id] = display_path(s)
    folder.mkdir(parents=True, exist_ok=True)
    before = run_version(scenarios, factory, engine, base, folder / f"impact-{base}.jsonl", impact.start_errors)
    after = run_version(scenarios, factory, engine, new, folder / f"impact-{new}.jsonl", impact.start_errors)
    if impact.start_errors:
        return impact
    for version, records in ((base, before), (new, after)):
        impact.failing[version] = [r for r in records.values() if r.status not in ("passed", "skipped")]
    # every scenario with expectations at the old version is replayed at the new one, those limited to the
    # old version too: if the patch did not change their outcome, their limit is a mismatch
    shared = [s for s in scenarios if s.applies_to(base)]
    impact.both = {s.id for s in shared}
    cross = run_version([as_of(s, base) for s in shared], factory, engine, new, None)
    for sid, record in cross.items():
        if _reason(before[sid]) != _reason(record):
            impact.outcomes[sid] = (before[sid], record)
    impact.attribute(scenarios)
    return impact


def _rule(entry: rulesmap.Entry, impact: Impact) -> str:
    """``464.2.c.1.b (1.3: 459.2.c)``: the later version's number and the earlier one's."""
    patch = impact.patch
    return f"{entry.rule} ({patch.base}: {entry.was or 'new'})" if patch else entry.rule


def terminal(impact: Impact) -> str:
    lines = [f"patch impact, rules {impact.base} -> {impact.new}, engine {impact.engine}",
             f"expectations that differ: {len(impact.expected)}"]
    for sid, changes in sorted(impact.expected.items()):
        lines.append(f"  {sid} ({impact.paths.get(sid, '?')}): {'; '.join(changes)}")
        for change in impact.changes.get(sid, []):
            lines.append(f"    {change.step} {change.field}: "
                         f"{impact.base}: {change.base!r}, {impact.new}: {change.new!r}")
    lines.append(f"outcomes that change (the engine at {impact.new} held to the {impact.base} expectations): "
                 f"{len(impact.outcomes)}")
    for sid, (a, b) in sorted(impact.outcomes.items()):
        lines.append(f"  {sid}: {_describe(a)} -> {_describe(b)}")
    for sid in impact.mismatches:
        side = "expectations differ but the outcome does not" if sid in impact.expected else \
            "the outcome changes but the expectations do not"
        lines.append(f"mismatch: {sid}: {side}")
    for version, records in impact.failing.items():
        lines.append(f"not passing at {version} (own expectations): {len(records)}"
                     + "".join(f"\n  {r.scenario}: {_describe(r)}" for r in records))
    if impact.patch is None:
        lines.append(f"no rules map between {impact.base} and {impact.new}: rules responsible and untested "
                     "behaviour changes are not listed")
        return "\n".join(lines)
    lines.append("rules responsible (behaviour changes the scenario cites):")
    for sid in impact.changed:
        cited = impact.responsible.get(sid, [])
        lines.append(f"  {sid}: " + (", ".join(_rule(e, impact) for e in cited) if cited else
                                     "none cited (the change is not attributed to a rule)"))
    lines.append(f"untested behaviour changes (no changed scenario cites them): {len(impact.untested)}")
    lines += [f"  {_rule(e, impact)}: {e.note}" for e in impact.untested]
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    """The ``impact`` subcommand: exit 0, or 1 when the lists disagree, 2 when the engine cannot run."""
    if args.base_version == args.new_version:
        print("--from and --to name the same rules version", file=sys.stderr)
        return 2
    loaded = load_suite(args.paths or [resources.scenarios_dir()])
    for item in loaded:
        for error in item.errors:
            print(f"invalid: {error}", file=sys.stderr)
    scenarios = sorted((i.scenario for i in loaded if i.scenario is not None), key=lambda s: s.id)
    try:
        factory = registry.find(args.engine, engines_file=args.engines_file)
    except UnknownEngine as exc:
        print(f"--engine: {exc}", file=sys.stderr)
        return 2
    folder = Path(args.reports)
    impact = measure(scenarios, factory, args.engine, args.base_version, args.new_version, folder)
    if impact.start_errors:
        for version, error in impact.start_errors.items():
            print(f"rules version {version}: {error}", file=sys.stderr)
        return 2
    runs = [folder / f"impact-{args.base_version}.jsonl", folder / f"impact-{args.new_version}.jsonl"]
    page = folder / "impact.html"
    page.write_text(render("impact.html.j2", impact=impact, describe=_describe, rule=_rule), encoding="utf-8")
    data = folder / "impact.json"
    data.write_text(json.dumps(impact.as_json(_describe), indent=1, default=str) + "\n", encoding="utf-8")
    index, _ = dashboard.build(runs, folder / "index.html")
    print(terminal(impact))
    print(f"results: {runs[0]} {runs[1]}\nHTML: {page}, JSON: {data}, dashboard of both runs: {index}")
    return 1 if impact.mismatches else 0
