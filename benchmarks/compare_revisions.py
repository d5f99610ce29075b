"""The engine figures of benchmarks/engine_speed.py for two versions of the code, measured in alternation.

On a shared machine a figure measured now and one measured an hour ago differ by the load as much as by the
code. This script takes a git revision (``--base``, default ``HEAD``) and the working tree, and measures
both in turns, ``--rounds`` times each (a fresh process per measurement, so neither warms the other's
caches): every round sees about the same load for both, and the ratios are what to read.

Printed per figure: the median over the rounds for each version and their ratio (above 1: the working tree
is faster). The base revision is exported with ``git archive`` into a temporary folder.

    python benchmarks/compare_revisions.py [--base REV] [--rounds 5] [--seeds 30] [--steps 15] [--games 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: Run inside the tree measured: its own engine_speed.py, its own engine.
_MEASURE = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("engine_speed", "benchmarks/engine_speed.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
seeds, steps, games = map(int, sys.argv[1:4])
figures = bench.call_medians(bench.corpus(seeds, steps))
figures["actions/s"] = bench.random_play_rate(games, seeds)[0]
print(json.dumps(figures))
"""

#: Figure -> whether a higher value is better.
FIGURES = {"act": False, "legal_actions": False, "observe": False, "actions/s": True}


def export(rev: str, into: Path) -> Path:
    """The tree of ``rev`` written under ``into`` (``git archive``)."""
    archive = into / "base.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "archive", rev], cwd=ROOT, stdout=out, check=True)
    tree = into / "tree"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def measure(tree: Path, seeds: int, steps: int, games: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, "-c", _MEASURE, str(seeds), str(steps), str(games)], cwd=tree, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"measuring {tree} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD", help="the git revision to compare the working tree with")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seeds", type=int, default=30)
    ap.add_argument("--steps", type=int, default=15)
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args(argv)
    if args.rounds < 1:
        ap.error("--rounds must be at least 1")
    with tempfile.TemporaryDirectory(prefix="compare-revisions-") as tmp:
        trees = {"base": export(args.base, Path(tmp)), "work": ROOT}
        runs: dict[str, list[dict[str, float]]] = {"base": [], "work": []}
        for r in range(args.rounds):
            order = ("base", "work") if r % 2 == 0 else ("work", "base")  # neither always goes first
            for name in order:
                runs[name].append(measure(trees[name], args.seeds, args.steps, args.games))
    print(f"{args.base} (base) against the working tree (work), {args.rounds} alternating rounds, median of rounds")
    print(f"  {'figure':<15}{'base':>10}{'work':>10}{'speed-up':>10}")
    for figure, higher in FIGURES.items():
        base = statistics.median(run[figure] for run in runs["base"])
        work = statistics.median(run[figure] for run in runs["work"])
        ratio = (work / base if higher else base / work) if base and work else float("nan")
        unit = "/s" if higher else " ms"
        print(f"  {figure:<15}{base:>8.3f}{unit:<2}{work:>8.3f}{unit:<2}{ratio:>9.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
