"""``riftbound-conformance diff BASE.jsonl NEW.jsonl``: what changed between two runs.

Each scenario falls in at most one category: a **regression** (passing before, failing now), a **fix**
(failing before, passing now), **new** or **removed** (in one run only), a **changed** failure (failing
in both, for a different reason: another status, step, message or diverging fields), or **other** (any
other change of status, e.g. passing to skipped). A regression makes the command exit 1, for CI; an
unreadable file, or a new run that is empty or incomplete (without ``--allow-partial``), exit 2.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from conformance.report.render import render
from conformance.report.runs import NOT_RUN, PASSING, Run, load_run
from conformance.results.completeness import check_complete
from conformance.results.records import ResultRecord

CATEGORIES = ("regression", "fix", "new", "removed", "changed", "other")
TITLES = {"regression": "Regressions (passed before, fail now)", "fix": "Fixes (failed before, pass now)",
          "new": "New scenarios", "removed": "Removed scenarios",
          "changed": "Changed failure reason", "other": "Other status changes"}


@dataclass(frozen=True)
class Change:
    scenario: str
    category: str
    base: ResultRecord | None
    new: ResultRecord | None

    def line(self) -> str:
        return f"{self.scenario}: {_describe(self.base)} -> {_describe(self.new)}"


@dataclass
class RunDiff:
    base: Run
    new: Run
    changes: list[Change] = field(default_factory=list)

    def of(self, category: str) -> list[Change]:
        return [c for c in self.changes if c.category == category]

    @property
    def regressions(self) -> list[Change]:
        return self.of("regression")


def _failing(record: ResultRecord) -> bool:
    return record.status not in PASSING and record.status not in NOT_RUN


def _reason(record: ResultRecord) -> tuple:
    f = record.failure
    detail = (f.kind, f.step, f.message, tuple(sorted((d["field"], repr(d["expected"]), repr(d["actual"]))
                                                       for d in f.differences))) if f else ()
    return (record.status, detail)


def _describe(record: ResultRecord | None) -> str:
    if record is None:
        return "absent"
    text = record.status
    if record.failure:
        text += f" at {record.failure.step}: {record.failure.message}"
        fields = [d["field"] for d in record.failure.differences]
        if fields:
            text += f" [{', '.join(fields)}]"
    elif record.reason and record.status != "passed":
        text += f" ({record.reason})"
    return text


def classify(base: ResultRecord | None, new: ResultRecord | None) -> str | None:
    """The category of one scenario's change, or None if it did not change."""
    if base is None:
        return "new" if new is not None else None
    if new is None:
        return "removed"
    if base.status in PASSING and _failing(new):
        return "regression"
    if _failing(base) and new.status in PASSING:
        return "fix"
    if _failing(base) and _failing(new):
        return "changed" if _reason(base) != _reason(new) else None
    if base.status != new.status and not (base.status in PASSING and new.status in PASSING):
        return "other"
    return None


def compare_runs(base: Run, new: Run) -> RunDiff:
    result = RunDiff(base, new)
    for sid in sorted(set(base.records) | set(new.records)):
        category = classify(base.records.get(sid), new.records.get(sid))
        if category is not None:
            result.changes.append(Change(sid, category, base.records.get(sid), new.records.get(sid)))
    return result


def terminal(diff: RunDiff) -> str:
    lines = [f"base: {diff.base.label} ({diff.base.path}), {len(diff.base.records)} scenarios",
             f"new:  {diff.new.label} ({diff.new.path}), {len(diff.new.records)} scenarios"]
    for problem in diff.base.problems + diff.new.problems:
        lines.append(f"warning: {problem}")
    for category in CATEGORIES:
        changes = diff.of(category)
        if changes:
            lines.append(f"{TITLES[category]}: {len(changes)}")
            lines.extend(f"  {c.line()}" for c in changes)
    counts = ", ".join(f"{len(diff.of(c))} {c}" for c in CATEGORIES)
    lines.append(f"summary: {counts}" if diff.changes else "no changes")
    return "\n".join(lines)


def html(diff: RunDiff) -> str:
    return render("diff.html.j2", diff=diff, categories=CATEGORIES, titles=TITLES, describe=_describe)


def main(base: str | Path, new: str | Path, html_out: str | Path | None = None,
         allow_partial: bool = False) -> tuple[int, str]:
    """Exit status and the terminal text: 1 on a regression; 2 if a file is unreadable, or if the new
    run is empty or lacks scenarios of the base run (conformance/results/completeness.py) unless
    ``allow_partial``."""
    base_run, new_run = load_run(base), load_run(new)
    unreadable = [r for r in (base_run, new_run) if not r.records and r.problems]
    if unreadable:
        return 2, "\n".join(p for r in unreadable for p in r.problems)
    refusal = check_complete(base_run, new_run, allow_partial)
    if refusal is not None:
        return 2, f"error: {refusal}"
    diff = compare_runs(base_run, new_run)
    text = terminal(diff)
    if base_run.engine and new_run.engine and base_run.engine != new_run.engine:
        # diff judges a change of one engine; two engines differ without either being the baseline
        text = (f"note: these are runs of two different engines ({base_run.engine} and {new_run.engine}); "
                f"`riftbound-conformance compare` lists their differences without calling them regressions\n"
                + text)
    if html_out:
        out = Path(html_out)
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(html(diff), encoding="utf-8")
        except OSError as exc:  # the comparison above is still printed
            return 2, text + f"\nerror: --html {out}: cannot write: {exc.strerror or exc}"
        text += f"\nHTML: {out}"
    return (1 if diff.regressions else 0), text
