"""The suite's mutation score over the curated catalogue and a sample of code-level mutants, in one run.

Prints, for the curated rule mutants (conformance/mutation/catalogue.yaml) and for a seeded sample of
code-level mutants of the machinery (cosmic-ray's operators, conformance/mutation/code_level.py):

* the score      killed / judged mutants, and each survivor with its mutated line
* pinned         curated mutants killed by at least 3 scenarios (issue 15, item 6)
* cost           the median seconds one mutant takes, as a ratio to the unmutated baseline run

    python benchmarks/mutation_score.py [-n 2] [--sample 40] [--seed 0] [--no-code] [PATHS]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance import resources  # noqa: E402
from conformance.commands.mutate import render  # noqa: E402
from conformance.mutation.mutants import load_catalogue  # noqa: E402
from conformance.mutation.scoring import score  # noqa: E402


def _report(title: str, result, minimum: int) -> None:
    print(f"== {title}")
    print("\n".join(render(result, minimum)))
    per = [r.seconds for r in result.results]
    if per and result.baseline.seconds:
        median = statistics.median(per)
        print(f"median {median:.1f}s per mutant, {median / result.baseline.seconds:.2f}x the baseline run "
              f"({result.baseline.seconds:.1f}s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="scenario files or folders (default: the shipped suite)")
    parser.add_argument("-n", "--workers", type=int, default=2)
    parser.add_argument("--sample", type=int, default=40, help="code-level mutants to draw (default: 40)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-code", action="store_true", help="only the curated catalogue")
    args = parser.parse_args(argv)
    paths = args.paths or [resources.scenarios_dir()]
    started = time.perf_counter()
    curated = score(load_catalogue(), paths, workers=args.workers)
    _report("curated rule mutants", curated, 3)
    if not args.no_code:
        from conformance.mutation.code_level import sample

        mutants, total = sample(args.sample, args.seed)
        code = score(mutants, paths, workers=args.workers)
        _report(f"code-level mutants: a sample of {len(mutants)} (seed {args.seed}) of {total} places", code, 1)
    print(f"total {time.perf_counter() - started:.0f}s with {args.workers} workers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
