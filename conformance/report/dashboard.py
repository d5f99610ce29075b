"""``riftbound-conformance report RESULTS.jsonl... -o reports/index.html``: one self-contained page (no
network assets, every datum embedded) with the engines x scenarios matrix, pass rates by topic and by
Core Rules section, the v1.4 rule coverage map and one section per scenario.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from conformance.report import stats
from conformance.report.render import render
from conformance.report.runs import PASSING, Run, ScenarioInfo, load_runs, scenario_infos


def context(runs: list[Run], infos: dict[str, ScenarioInfo]) -> dict:
    rows = []
    for sid, info in infos.items():
        cells = [run.records.get(sid) for run in runs]
        statuses = {c.status for c in cells if c is not None}
        rows.append({"info": info, "cells": cells,
                     "differs": len(statuses) > 1 or (None in cells and bool(statuses)),
                     "failing": any(c is not None and c.status not in PASSING | {"skipped"} for c in cells)})
    return {
        "runs": runs,
        "rows": rows,
        "totals": [stats.rate(run, list(infos)) for run in runs],
        "by_topic": stats.rates_by(runs, stats.topics(infos)),
        "by_section": stats.rates_by(runs, stats.sections(infos)),
        "coverage": stats.coverage(infos),
        "topics": sorted({i.topic for i in infos.values()}),
        "statuses": sorted({r.status for run in runs for r in run.records.values()}),
        "problems": [p for run in runs for p in run.problems],
        "generated": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


def build(paths: list[str | Path], output: str | Path) -> tuple[Path, list[str]]:
    """Write the dashboard for the results files ``paths``; returns its path and the problems (unreadable
    files and lines, and a note when no file had a single readable record)."""
    runs = load_runs(list(paths))
    infos = scenario_infos(runs)
    data = context(runs, infos)
    out = Path(output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render("dashboard.html.j2", **data), encoding="utf-8")
    problems = list(data["problems"])
    if not infos:
        problems.append("no readable result records in " + ", ".join(map(str, paths)))
    return out, problems
