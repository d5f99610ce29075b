"""Harness throughput: where the time goes per scenario, and the harness's share next to the engine's.

For the shipped suite and for a generated suite (default 5,000 scenarios: the shipped files copied
under fresh IDs, so loading reads real files), in one run, prints milliseconds per scenario spent

* loading     reading the file and parsing YAML with line marks (conformance.safe_yaml)
* validating  the JSON Schema and the linter (conformance.loader / conformance.lint)
* engine      inside the engine's setup/act/observe calls
* comparing   checkpoints and refusal checks against observed states (conformance.compare)
* runner      the rest of running a scenario (state-schema checks, narrative, bookkeeping)

and the harness's share as a ratio: (loading + validating + comparing + runner) / engine.

    python benchmarks/suite_throughput.py [--engine reference] [--count 5000] [PATHS]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance import lint, resources  # noqa: E402
from conformance.adapters.registry import resolve  # noqa: E402
from conformance.loader import build_scenario, find_files, schema_errors  # noqa: E402
from conformance.runner import Timings, run_scenario  # noqa: E402
from conformance.safe_yaml import load as load_yaml  # noqa: E402

ID_LINE = re.compile(r"^id:.*$", re.M)


@dataclass
class Totals:
    scenarios: int = 0
    loading: float = 0.0
    validating: float = 0.0
    engine: float = 0.0
    comparing: float = 0.0
    runner: float = 0.0
    statuses: Counter = field(default_factory=Counter)

    def per_scenario_ms(self, seconds: float) -> float:
        return 1000.0 * seconds / max(self.scenarios, 1)

    @property
    def harness(self) -> float:
        return self.loading + self.validating + self.comparing + self.runner


def measure(files: list[Path], engine_name: str) -> Totals:
    engine = resolve(engine_name)
    info = engine.describe()
    totals = Totals()
    for path in files:
        origin = str(path)
        start = time.perf_counter()
        data, marks = load_yaml(path.read_bytes(), origin)
        parsed = time.perf_counter()
        problems = schema_errors(data, marks, origin) or lint.lint_scenario(data, marks, origin)
        scenario = None if problems else build_scenario(data, marks, origin)
        validated = time.perf_counter()
        totals.loading += parsed - start
        totals.validating += validated - parsed
        if scenario is None:
            totals.statuses["invalid"] += 1
            continue
        timings = Timings()
        record = run_scenario(scenario, engine, info, timings=timings)
        totals.engine += timings.engine
        totals.comparing += timings.compare
        totals.runner += max(record.duration - timings.engine - timings.compare, 0.0)
        totals.statuses[record.status] += 1
        totals.scenarios += 1
    engine.close()
    return totals


def generate(source: list[Path], count: int, into: Path) -> list[Path]:
    texts = [p.read_text(encoding="utf-8") for p in source]
    out = []
    for i in range(count):
        text = ID_LINE.sub(f"id: generated-{i:05d}", texts[i % len(texts)], count=1)
        target = into / f"g{i // 500:02d}" / f"generated-{i:05d}.yaml"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        out.append(target)
    return out


def report(label: str, totals: Totals) -> None:
    ms = totals.per_scenario_ms
    ratio = totals.harness / totals.engine if totals.engine else float("inf")
    statuses = ", ".join(f"{n} {s}" for s, n in sorted(totals.statuses.items()))
    print(f"{label:<18} {totals.scenarios:>6} {ms(totals.loading):>9.3f} {ms(totals.validating):>11.3f} "
          f"{ms(totals.engine):>8.3f} {ms(totals.comparing):>10.3f} {ms(totals.runner):>8.3f} {ratio:>15.2f}")
    print(f"{'':<18} statuses: {statuses}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", help="scenario files or folders (default: the shipped suite)")
    parser.add_argument("--engine", default="reference")
    parser.add_argument("--count", type=int, default=5000, help="size of the generated suite")
    args = parser.parse_args(argv)

    shipped = find_files(args.paths or [resources.scenarios_dir()])
    if not shipped:
        print("no scenarios found", file=sys.stderr)
        return 1
    print(f"engine {args.engine}; milliseconds per scenario; ratio = harness time / engine time")
    print(f"{'suite':<18} {'count':>6} {'loading':>9} {'validating':>11} {'engine':>8} {'comparing':>10} "
          f"{'runner':>8} {'harness/engine':>15}")
    report("shipped", measure(shipped, args.engine))
    with tempfile.TemporaryDirectory(prefix="riftbound-bench-") as tmp:
        generated = generate(shipped, args.count, Path(tmp))
        report("generated", measure(generated, args.engine))
    return 0


if __name__ == "__main__":
    sys.exit(main())
