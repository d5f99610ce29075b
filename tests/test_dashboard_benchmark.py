"""The dashboard scale benchmark runs end to end (on a few scenarios; figures are printed, never asserted)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from conformance import resources

ROOT = Path(__file__).resolve().parents[1]


def test_benchmark_builds_both_dashboards_and_prints_the_ratios(capsys):
    spec = importlib.util.spec_from_file_location("dashboard_scale", ROOT / "benchmarks" / "dashboard_scale.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    files = sorted((resources.scenarios_dir() / "timing").glob("*.yaml"))[:4]
    assert bench.main(["--count", "10", "--fail-every", "3", "--no-browser", *map(str, files)]) == 0
    out = capsys.readouterr().out
    assert "shipped: 4 scenarios" in out and "generated: 10 scenarios" in out
    assert "scenarios: x2.5; size: x" in out
    rows = json.loads(out.strip().splitlines()[-1])["rows"]
    assert [r["scenarios"] for r in rows] == [4, 10] and rows[1]["bytes"] > rows[0]["bytes"]
