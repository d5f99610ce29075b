"""``riftbound-conformance report RESULTS.jsonl... -o reports/index.html``: one self-contained page (no
network assets, every datum embedded) that opens on the failures, grouped by cause (largest group first,
``conformance.results.causes``), then the engines x scenarios matrix (filtered to the failing rows when
there are any; filters live in the URL's query, so a view can be shared), pass rates by topic and by
Core Rules section, the v1.4 rule coverage map, and pages (``#scenario-<id>``, ``#rule-<number>``,
``#ruling-<id>``): a scenario's YAML, setup board and each run's outcome with boards; a rule's section
heading, the official document and the scenarios citing it; a ruling's summary and its scenarios.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from collections import Counter

from conformance.report import citations, stats
from conformance.report.render import render
from conformance.report.runs import PASSING, Run, ScenarioInfo, load_runs, scenario_infos, suite_path
from conformance.results import summary
from conformance.results.causes import group_failures
from conformance.results.records import STATUSES


def _rule_order(number: str) -> tuple:
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in number.split("."))


def status_counts(run: Run) -> list[tuple[str, int]]:
    """How many scenarios of the run ended with each status, every status that occurs, in STATUSES order."""
    counts = Counter(r.status for r in run.records.values())
    return [(status, counts[status]) for status in STATUSES if counts[status]]


def rule_pages(infos: dict[str, ScenarioInfo]) -> list[dict]:
    """Every rule number a scenario cites, and the top-level rule above it, in rule order, with where it
    sits in v1.4 and the scenarios citing it (for a top-level rule: citing it or any rule under it)."""
    citing: dict[str, set[str]] = {}
    for info in infos.values():
        for number in info.rules:
            citing.setdefault(number, set()).add(info.id)
            citing.setdefault(stats.top_rule(number), set()).add(info.id)
    return [{**citations.rule(n), "scenarios": sorted(citing[n])} for n in sorted(citing, key=_rule_order)]


def ruling_pages(infos: dict[str, ScenarioInfo]) -> list[dict]:
    """Every ruling ID a scenario cites, with the ruling's summary and the scenarios encoding it."""
    citing: dict[str, list[ScenarioInfo]] = {}
    for info in infos.values():
        for ident in info.rulings:
            citing.setdefault(ident, []).append(info)
    return [{**citations.ruling(i), "scenarios": citing[i]} for i in sorted(citing)]


def context(runs: list[Run], infos: dict[str, ScenarioInfo]) -> dict:
    rows = []
    for sid, info in infos.items():
        cells = [run.records.get(sid) for run in runs]
        statuses = {c.status for c in cells if c is not None}
        rows.append({"info": info, "cells": cells,
                     "differs": len(statuses) > 1 or (None in cells and bool(statuses)),
                     "failing": any(c is not None and c.status not in PASSING | {"skipped"} for c in cells)})
    groups = [(run, group_failures(run.records.values())) for run in runs]
    failing = any(row["failing"] for row in rows)
    return {
        "runs": runs,
        "rows": rows,
        "groups": [(run, g) for run, g in groups if g],
        "failing_rows": sum(1 for row in rows if row["failing"]),
        "default_status": "@failing" if failing else "",
        "counts": [status_counts(run) for run in runs],
        "rule_pages": rule_pages(infos),
        "ruling_pages": ruling_pages(infos),
        "suite_path": suite_path,
        "totals": [stats.rate(run, list(infos)) for run in runs],
        # the honest headline (passed / applicable / total, coverage) and partial credit, per run; runs are
        # listed by checkpoints passed, so an engine that plays more of the suite ranks above one that declines
        "headlines": [summary.headline(run.records.values()) for run in runs],
        "ranking": sorted(range(len(runs)), key=lambda i: (-summary.headline(runs[i].records.values()).checkpoints_passed, i)),
        "by_feature": feature_table(runs),
        "by_topic": stats.rates_by(runs, stats.topics(infos)),
        "by_section": stats.rates_by(runs, stats.sections(infos)),
        "coverage": stats.coverage(infos),
        "topics": sorted({i.topic for i in infos.values()}),
        "statuses": sorted({r.status for run in runs for r in run.records.values()}),
        "problems": [p for run in runs for p in run.problems],
        "generated": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


def feature_table(runs: list) -> list[dict]:
    """One row per feature the scenarios need: each run's passed / applicable / total over them."""
    per_run = [{r.feature: r for r in summary.feature_rates(run.records.values())} for run in runs]
    names = sorted({name for rates in per_run for name in rates})
    return [{"name": name, "rates": [rates.get(name) for rates in per_run]} for name in names]


#: Above this many scenarios, scenario pages are stored gzipped and unpacked when opened: a 5,000-scenario
#: dashboard is then a fraction of the size and opens in seconds (benchmarks/dashboard_scale.py).
COMPRESS_ABOVE = 1000


def build(paths: list[str | Path], output: str | Path, *, compress_pages: bool | None = None) -> tuple[Path, list[str]]:
    """Write the dashboard for the results files ``paths``; returns its path and the problems (unreadable
    files and lines, and a note when no file had a single readable record). ``compress_pages``: store
    the scenario pages gzipped (default: for more than COMPRESS_ABOVE scenarios)."""
    runs = load_runs(list(paths))
    infos = scenario_infos(runs)
    data = context(runs, infos)
    data["compress_pages"] = len(infos) > COMPRESS_ABOVE if compress_pages is None else compress_pages
    out = Path(output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render("dashboard.html.j2", **data), encoding="utf-8")
    problems = list(data["problems"])
    if not infos:
        problems.append("no readable result records in " + ", ".join(map(str, paths)))
    return out, problems
