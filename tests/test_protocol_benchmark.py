"""The protocol overhead benchmark runs end to end (on two scenarios; timings are printed, never asserted)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from conformance import resources

ROOT = Path(__file__).resolve().parents[1]


def test_benchmark_runs_and_reports_all_three_modes(capsys):
    spec = importlib.util.spec_from_file_location("protocol_overhead", ROOT / "benchmarks" / "protocol_overhead.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    files = sorted(resources.scenarios_dir().rglob("*.yaml"))[:2]
    code = bench.main(["--repeat", "1", "--command", f"{sys.executable} -m reference_engine",
                       *map(str, files)])
    out = capsys.readouterr().out
    for line in ("in-process", "protocol, one process", "protocol, a process per scenario",
                 "protocol overhead:", "one process vs a process per scenario:"):
        assert line in out
    assert code == 0, out
    assert "statuses agree in all modes" in out
