"""benchmarks/engine_speed.py runs end to end on a tiny corpus and prints every figure next to its target
(figures are printed, never asserted)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_figure_is_printed_next_to_its_target(capsys):
    spec = importlib.util.spec_from_file_location("engine_speed", ROOT / "benchmarks" / "engine_speed.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["--seeds", "2", "--steps", "3", "--games", "1", "--scenarios", "2", "--repeat", "1",
                       "--top", "3", "--fuzz-games", "2"]) == 0
    out = capsys.readouterr().out
    for figure, target in (("act", "<= 0.5"), ("legal_actions", "<= 2"), ("random play", ">= 500"),
                           ("protocol overhead", "<= 0.5"), ("fuzz:", ">= 1.7")):
        line = next(ln for ln in out.splitlines() if ln.strip().startswith(figure))
        assert f"(target {target})" in line and ("met" in line), line
    assert "writes (round trips) per scenario" in out  # what the protocol overhead is made of
    assert "cProfile" in out and "tottime" in out
