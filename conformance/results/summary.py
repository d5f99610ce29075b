"""The honest headline of a run: passed / applicable / total, coverage, per-feature rates, root causes.

A pass rate that leaves skips out rewards an engine for declining scenarios, so every summary the
harness prints or writes states three numbers: the scenarios that passed, the scenarios the engine
could be judged on (``applicable``: everything not skipped), and all of them (``total``);
``coverage`` is applicable / total and ``pass rate`` passed / applicable. The terminal summary, the
``summary`` verb and the JUnit properties all come from :func:`headline` and :func:`render`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from conformance.features import MODES, lacking_in
from conformance.results.causes import group_failures
from conformance.results.records import ENGINE_STATUSES, ResultRecord

PASSING = ("passed", "xpass")


def percent(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


@dataclass(frozen=True)
class Headline:
    total: int
    applicable: int
    passed: int
    engine_problems: int            # errored, timeout, crash, protocol-error
    checkpoints_passed: int
    checkpoints_total: int

    @property
    def coverage(self) -> float:
        return percent(self.applicable, self.total)

    @property
    def pass_rate(self) -> float:
        return percent(self.passed, self.applicable)

    def text(self) -> str:
        return (f"{self.passed} passed / {self.applicable} applicable / {self.total} total: "
                f"pass rate {self.pass_rate:.1f}%, coverage {self.coverage:.1f}%")

    def properties(self) -> dict[str, str]:
        """The headline as name -> value pairs (JUnit properties, machine-readable summaries)."""
        return {"riftbound_passed": str(self.passed), "riftbound_applicable": str(self.applicable),
                "riftbound_total": str(self.total), "riftbound_pass_rate": f"{self.pass_rate:.1f}",
                "riftbound_coverage": f"{self.coverage:.1f}",
                "riftbound_checkpoints_passed": str(self.checkpoints_passed),
                "riftbound_checkpoints_total": str(self.checkpoints_total)}


def headline(records: Iterable[ResultRecord]) -> Headline:
    records = list(records)
    applicable = [r for r in records if r.status != "skipped"]
    return Headline(
        total=len(records), applicable=len(applicable),
        passed=sum(1 for r in records if r.status in PASSING),
        engine_problems=sum(1 for r in records if r.status in ENGINE_STATUSES),
        checkpoints_passed=sum(r.checkpoints_passed for r in records),
        checkpoints_total=sum(len(r.checkpoints) for r in records))


@dataclass(frozen=True)
class FeatureRate:
    feature: str
    passed: int
    applicable: int
    total: int

    def text(self) -> str:
        return f"{self.feature}: {self.passed} / {self.applicable} / {self.total}"


def feature_rates(records: Iterable[ResultRecord]) -> list[FeatureRate]:
    """Per feature, among the scenarios needing it: passed / applicable / total, by feature name."""
    counts: dict[str, list[int]] = {}
    for r in records:
        for feature in r.features:
            entry = counts.setdefault(feature, [0, 0, 0])
            entry[0] += r.status in PASSING
            entry[1] += r.status != "skipped"
            entry[2] += 1
    return [FeatureRate(f, *counts[f]) for f in sorted(counts)]


def mode_rates(records: Iterable[ResultRecord]) -> list[FeatureRate]:
    """Per Mode of Play (485-488), among the scenarios starting from decks: passed / applicable / total,
    in the rules' order (duel, match, skirmish, war), then any other mode by name."""
    counts: dict[str, list[int]] = {}
    for r in records:
        if r.mode:
            entry = counts.setdefault(r.mode, [0, 0, 0])
            entry[0] += r.status in PASSING
            entry[1] += r.status != "skipped"
            entry[2] += 1
    order = {m: i for i, m in enumerate(MODES)}
    return [FeatureRate(m, *counts[m]) for m in sorted(counts, key=lambda m: (order.get(m, len(order)), m))]


def mode_properties(records: Iterable[ResultRecord]) -> dict[str, str]:
    """JUnit suite properties, one per mode: ``riftbound_mode_war`` = ``"1 / 1 / 2"`` (passed / applicable / total)."""
    return {f"riftbound_mode_{rate.feature}": f"{rate.passed} / {rate.applicable} / {rate.total}"
            for rate in mode_rates(records)}


def counts(records: Iterable[ResultRecord]) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in records:
        out[r.status] = out.get(r.status, 0) + 1
    return dict(sorted(out.items()))


def skip_reasons(records: Iterable[ResultRecord], limit: int = 5) -> list[tuple[str, int]]:
    """The commonest skip reasons, most frequent first; an undeclared feature counts once per scenario
    needing it (``feature official-cards not declared``), so the top lines say what to implement next."""
    found: dict[str, int] = {}
    for r in records:
        if r.status != "skipped":
            continue
        lacking = lacking_in(r.reason)
        reasons = [f"feature {f} not declared" for f in lacking] or [(r.reason or "not applicable").split(" (")[0]]
        for reason in reasons:
            found[reason] = found.get(reason, 0) + 1
    return sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]


def provenance_line(records: Sequence[ResultRecord]) -> str:
    """Which harness ran which scenario set (several when files from different runs are mixed)."""
    versions = sorted({r.suite_version for r in records if r.suite_version})
    sets = sorted({r.scenario_set for r in records if r.scenario_set})
    if not versions and not sets:
        return ""
    shown = ", ".join(s[:len("sha256:") + 12] for s in sets) or "unknown"
    return f"suite {', '.join(versions) or 'unknown'}, scenario set {shown}"


def render(records: Sequence[ResultRecord], *, causes: int = 5, features: bool = True) -> list[str]:
    """The run summary as lines: headline, statuses, checkpoints, per-feature rates, root causes."""
    head = headline(records)
    lines = [head.text(), "statuses: " + ", ".join(f"{n} {s}" for s, n in counts(records).items())]
    origin = provenance_line(records)
    if origin:
        lines.append(origin)
    if head.checkpoints_total:
        lines.append(f"checkpoints: {head.checkpoints_passed} of {head.checkpoints_total} passed")
    untracked = sorted({f for r in records for f in r.untracked})
    if untracked:
        plural = "s" if len(untracked) != 1 else ""
        lines.append(f"untracked by the engine (not compared): {len(untracked)} field{plural}, e.g. "
                     f"{', '.join(untracked[:3])}")
    reasons = skip_reasons(records)
    if reasons:
        lines.append("skipped because: " + "; ".join(f"{reason} ({n})" for reason, n in reasons))
    modes = mode_rates(records)
    if modes:
        lines.append("per mode (passed / applicable / total): " + "; ".join(rate.text() for rate in modes))
    if features:
        rates = feature_rates(records)
        judged = [rate for rate in rates if rate.applicable]
        if judged:
            lines.append("per feature (passed / applicable / total):")
            lines.extend(f"  {rate.text()}" for rate in judged)
        unjudged = [f"{rate.feature} ({rate.total})" for rate in rates if not rate.applicable]
        if unjudged:
            lines.append(f"features never applicable (scenarios needing them): {', '.join(unjudged)}")
    groups = group_failures(records)
    if groups and causes:
        failing = sum(len(g.records) for g in groups)
        lines.append(f"root causes ({len(groups)} for {failing} failing scenarios, largest first):")
        for group in groups[:causes]:
            shown = ", ".join(group.scenarios[:3]) + (", ..." if len(group.scenarios) > 3 else "")
            tags = f" [{', '.join(group.tags)}]" if group.tags else ""
            lines.append(f"  {len(group.records):3d}  {group.cause.label}{tags}: {shown}")
        if len(groups) > causes:
            lines.append(f"  ... and {len(groups) - causes} more (riftbound-conformance summary RESULTS)")
    return lines
