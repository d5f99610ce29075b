"""Long fuzzing runs of the reference engine (the CI-sized run is tests/reference_engine/test_fuzz_random_play.py).

    python scripts/fuzz_engine.py --seeds 0:500 --steps 60            # every invariant, every step
    python scripts/fuzz_engine.py --seeds 0:5000 --fast               # skip trying every legal action
    python scripts/fuzz_engine.py --replay /tmp/fuzz-repro-17.json    # re-run one saved reproducer

Each distinct failure is printed once with its seed; its reproducer (setup + accepted actions, the last one
the failing action) is written to --out (default: the system temporary folder) as fuzz-repro-<seed>.json.
Exit status 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "reference_engine"))

import fuzzing  # noqa: E402


def _seeds(text: str) -> range:
    a, _, b = text.partition(":")
    return range(int(a), int(b)) if b else range(int(a), int(a) + 1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="0:100", help="START:END (end excluded) or one seed")
    ap.add_argument("--steps", type=int, default=40)
    ap.add_argument("--fast", action="store_true", help="do not try every legal action on a copy")
    ap.add_argument("--out", default=tempfile.gettempdir())
    ap.add_argument("--replay", help="a saved reproducer: replay it and print the last action's result")
    args = ap.parse_args(argv)
    if args.replay:
        repro = json.loads(Path(args.replay).read_text())
        s = fuzzing.replay({"setup": repro["setup"], "actions": repro["actions"][:-1]})
        print(json.dumps(s.observe(), indent=1)[:4000])
        print("last action:", json.dumps(repro["actions"][-1]))
        print("result:", s.act(repro["actions"][-1]))
        print("problems:", fuzzing.check_state(s.observe()))
        return 0
    failures: Counter[str] = Counter()
    refused = 0
    for seed in _seeds(args.seeds):
        try:
            if fuzzing.fuzz_one(seed, steps=args.steps, check_all_legal=not args.fast) is None:
                refused += 1
        except fuzzing.Violation as v:
            key = str(v).split("\nreproducer")[0][:160]
            failures[key] += 1
            if failures[key] == 1:
                path = Path(args.out) / f"fuzz-repro-{seed}.json"
                path.write_text(json.dumps(v.repro, indent=1))
                print(f"seed {seed}: {key}\n  reproducer: {path}", flush=True)
        except Exception:  # noqa: BLE001 -- a fuzzer bug, not an engine one
            print(f"seed {seed}: the fuzzer itself failed", flush=True)
            traceback.print_exc()
            failures["fuzzer error"] += 1
    print(f"{sum(failures.values())} failing seeds, {len(failures)} distinct; {refused} setups refused")
    for key, n in failures.most_common():
        print(f"{n:5d}  {key}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
