"""``riftbound-conformance impact --from 1.4 --to 1.5``: what a rules patch changes.

* **Expectations that differ**, from the scenario files alone: scenarios that apply to one version only
  (``rules_versions``) or whose checkpoints resolve to different fields (``by_version``).
* **Outcomes that change**, from the engine: it runs every scenario at the new version and is checked
  against the old version's expectations; a scenario whose result differs from the old version's own run
  is one where the game played out differently under the patch.
* **Conformance** at each version: the engine at each version against that version's expectations. Both
  runs are kept as results files (``impact-<version>.jsonl``), with a dashboard of the two.

For an engine that implements both versions, the first two lists name the same scenarios; a scenario in
one of them only is reported as a mismatch (exit status 1).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from conformance import resources
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


def expectation_changes(scenario: Scenario, base: str, new: str) -> list[str]:
    """How the scenario's expectations differ between the two versions (empty: they do not)."""
    out = []
    if scenario.applies_to(base) != scenario.applies_to(new):
        out.append(f"applies to {base}: {'yes' if scenario.applies_to(base) else 'no'}, "
                   f"to {new}: {'yes' if scenario.applies_to(new) else 'no'}")
        return out
    if not scenario.applies_to(base):
        return out
    for step in scenario.checkpoints():
        before, after = resolve_versions(step.fields, base), resolve_versions(step.fields, new)
        keys = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
        if keys:
            out.append(f"{step.label} (line {step.line}): {', '.join(keys)}")
    return out


@dataclass
class Impact:
    base: str
    new: str
    engine: str = ""
    expected: dict[str, list[str]] = field(default_factory=dict)       # scenario -> how expectations differ
    outcomes: dict[str, tuple[ResultRecord, ResultRecord]] = field(default_factory=dict)  # base run, cross run
    both: set[str] = field(default_factory=set)                         # scenarios applying to both versions
    failing: dict[str, list[ResultRecord]] = field(default_factory=dict)  # version -> records not passing
    start_errors: dict[str, str] = field(default_factory=dict)          # version -> why the engine did not start

    @property
    def mismatches(self) -> list[str]:
        return sorted((set(self.expected) & self.both) ^ set(self.outcomes))


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
    folder.mkdir(parents=True, exist_ok=True)
    before = run_version(scenarios, factory, engine, base, folder / f"impact-{base}.jsonl", impact.start_errors)
    after = run_version(scenarios, factory, engine, new, folder / f"impact-{new}.jsonl", impact.start_errors)
    if impact.start_errors:
        return impact
    for version, records in ((base, before), (new, after)):
        impact.failing[version] = [r for r in records.values() if r.status not in ("passed", "skipped")]
    shared = [s for s in scenarios if s.applies_to(base) and s.applies_to(new)]
    impact.both = {s.id for s in shared}
    cross = run_version([as_of(s, base) for s in shared], factory, engine, new, None)
    for sid, record in cross.items():
        if _reason(before[sid]) != _reason(record):
            impact.outcomes[sid] = (before[sid], record)
    return impact


def terminal(impact: Impact) -> str:
    lines = [f"patch impact, rules {impact.base} -> {impact.new}, engine {impact.engine}",
             f"expectations that differ: {len(impact.expected)}"]
    for sid, changes in sorted(impact.expected.items()):
        lines.append(f"  {sid}: {'; '.join(changes)}")
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
    page.write_text(render("impact.html.j2", impact=impact, describe=_describe), encoding="utf-8")
    index, _ = dashboard.build(runs, folder / "index.html")
    print(terminal(impact))
    print(f"results: {runs[0]} {runs[1]}\nHTML: {page}, dashboard of both runs: {index}")
    return 1 if impact.mismatches else 0
