"""``riftbound-conformance summary RESULTS...``: counts, coverage, per-feature rates and root causes of
results files (like ``bowtie summary``), one block per engine run found in them."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from conformance.results import summary
from conformance.results.causes import group_failures
from conformance.results.records import ResultRecord
from conformance.results.stream import ResultsReader

UNREADABLE = 2


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("summary", help="summarise results files: passed / applicable / total, "
                                                 "coverage, per-feature rates, root causes")
    parser.add_argument("results", nargs="+", help="results files (JSON lines)")
    parser.add_argument("--causes", type=int, default=10, metavar="N", help="root causes to show (default 10)")
    parser.add_argument("--json", action="store_true", help="one JSON object per engine run instead of text")
    parser.set_defaults(func=main)


def runs(records: Sequence[ResultRecord]) -> dict[tuple[str, str, str], list[ResultRecord]]:
    """Records by engine run: (engine, engine version, rules version), in order of appearance."""
    out: dict[tuple[str, str, str], list[ResultRecord]] = {}
    for r in records:
        out.setdefault((r.engine, r.engine_version, r.rules_version), []).append(r)
    return out


def as_json(key: tuple[str, str, str], records: Sequence[ResultRecord], causes: int) -> dict:
    head = summary.headline(records)
    return {"engine": key[0], "engine_version": key[1], "rules_version": key[2],
            "passed": head.passed, "applicable": head.applicable, "total": head.total,
            "pass_rate": round(head.pass_rate, 1), "coverage": round(head.coverage, 1),
            "checkpoints_passed": head.checkpoints_passed, "checkpoints_total": head.checkpoints_total,
            "statuses": summary.counts(records),
            "features": {f.feature: {"passed": f.passed, "applicable": f.applicable, "total": f.total}
                         for f in summary.feature_rates(records)},
            "causes": [g.to_json() for g in group_failures(records)[:causes]],
            "untracked": sorted({f for r in records for f in r.untracked}),
            "suite_versions": sorted({r.suite_version for r in records if r.suite_version}),
            "scenario_sets": sorted({r.scenario_set for r in records if r.scenario_set})}


def ranking(blocks: list[tuple[str, tuple[str, str, str], list[ResultRecord]]]) -> list[str]:
    """Engine runs ranked by checkpoints passed (partial credit counts), then by scenarios passed."""
    scored = sorted(((summary.headline(records), key, path) for path, key, records in blocks),
                    key=lambda t: (-t[0].checkpoints_passed, -t[0].passed, t[1]))
    lines = ["ranking by checkpoints passed:"]
    for place, (head, key, path) in enumerate(scored, start=1):
        lines.append(f"  {place}. {key[0]} {key[1]} (rules {key[2]}, {path}): {head.checkpoints_passed} of "
                     f"{head.checkpoints_total} checkpoints; {head.passed} / {head.applicable} / {head.total}")
    return lines


def main(args: argparse.Namespace) -> int:
    status = 0
    blocks: list[tuple[str, tuple[str, str, str], list[ResultRecord]]] = []
    for path in args.results:
        try:
            reader = ResultsReader.read(path)
        except OSError as exc:
            print(f"{path}: cannot read: {exc.strerror}", file=sys.stderr)
            status = UNREADABLE
            continue
        for problem in reader.problems:
            print(f"warning: {problem}", file=sys.stderr)
        if not reader.records:
            print(f"{path}: no readable result records", file=sys.stderr)
            status = UNREADABLE
            continue
        for key, records in runs(reader.records).items():
            blocks.append((str(path), key, records))
            if args.json:
                print(json.dumps({"file": str(path), **as_json(key, records, args.causes)}, sort_keys=True))
                continue
            print(f"{path}: engine {key[0]} {key[1]}, rules version {key[2]}")
            print("\n".join("  " + line for line in summary.render(records, causes=args.causes)))
    if len(blocks) > 1 and not args.json:
        print("\n".join(ranking(blocks)))
    return status
