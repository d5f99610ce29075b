"""``riftbound-conformance compare A.jsonl B.jsonl``: two different engines, scenario by scenario.

Unlike ``diff`` (two runs of one engine, where a pass turning into a failure is a regression), neither
side is the baseline here: the output is the differences, grouped by kind (only A passes, only B
passes, both fail but differently, judged by one only), with each side's first divergence. The exit
code is 0 whatever the differences, so it informs rather than gates; 2 when a file cannot be read or B
lacks scenarios A has (``--allow-partial`` compares anyway; conformance/results/completeness.py).
"""

from __future__ import annotations

import argparse
import sys

from conformance.results import summary
from conformance.results.causes import cause_of
from conformance.results.completeness import check_complete
from conformance.results.records import ResultRecord
from conformance.results.stream import ResultsReader

UNREADABLE = 2
PASSING = summary.PASSING


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("compare", help="compare the results of two different engines "
                                                 "(differences, not regressions)")
    parser.add_argument("a", help="results file of engine A")
    parser.add_argument("b", help="results file of engine B")
    parser.add_argument("--limit", type=int, default=20, metavar="N", help="scenarios listed per group (default 20)")
    parser.add_argument("--allow-partial", action="store_true",
                        help="compare even when B lacks scenarios A has (a run stopped early or narrowed)")
    parser.set_defaults(func=main)


def _label(records: list[ResultRecord], path: str) -> str:
    first = records[0]
    return f"{first.engine} {first.engine_version} (rules {first.rules_version}, {path})"


def _first(record: ResultRecord) -> str:
    if record.status in PASSING:
        return record.status
    if record.status == "skipped":
        return f"skipped: {record.reason}"
    failure = record.failure
    text = f"{record.status}"
    if failure is not None:
        text += f" at {failure.step}: {failure.message}"
        if failure.differences:
            d = failure.differences[0]
            text += f" ({d['field']}: expected {d['expected']!r}, got {d['actual']!r})"
    return text


def groups(a: dict[str, ResultRecord], b: dict[str, ResultRecord]) -> dict[str, list[str]]:
    """Scenario IDs by how the two engines differ (IDs present in both files only)."""
    out: dict[str, list[str]] = {"only A passes": [], "only B passes": [], "both fail, differently": [],
                                 "judged by A only": [], "judged by B only": []}
    for sid in sorted(set(a) & set(b)):
        ra, rb = a[sid], b[sid]
        pa, pb = ra.status in PASSING, rb.status in PASSING
        sa, sb = ra.status == "skipped", rb.status == "skipped"
        if sa != sb:
            out["judged by B only" if sa else "judged by A only"].append(sid)
        elif sa:
            continue
        elif pa != pb:
            out["only A passes" if pa else "only B passes"].append(sid)
        elif not pa and cause_of(ra) != cause_of(rb):
            out["both fail, differently"].append(sid)
    return out


class _Named:
    """A results file's records under its path, as completeness.check_complete names runs."""

    def __init__(self, path: str, records: dict[str, ResultRecord]) -> None:
        self.path, self.records = path, records


def _read(path: str) -> dict[str, ResultRecord] | None:
    try:
        reader = ResultsReader.read(path)
    except OSError as exc:
        print(f"{path}: cannot read: {exc.strerror}", file=sys.stderr)
        return None
    for problem in reader.problems:
        print(f"warning: {problem}", file=sys.stderr)
    if not reader.records:
        print(f"{path}: no readable result records", file=sys.stderr)
        return None
    return {r.scenario: r for r in reader.records}


def main(args: argparse.Namespace) -> int:
    a, b = _read(args.a), _read(args.b)
    if a is None or b is None:
        return UNREADABLE
    refusal = check_complete(_Named(args.a, a), _Named(args.b, b), args.allow_partial)
    if refusal is not None:
        print(f"error: {refusal}", file=sys.stderr)
        return UNREADABLE
    print(f"A: {_label(list(a.values()), args.a)}: {summary.headline(a.values()).text()}")
    print(f"B: {_label(list(b.values()), args.b)}: {summary.headline(b.values()).text()}")
    sets = {r.scenario_set for r in (*a.values(), *b.values()) if r.scenario_set}
    if len(sets) > 1:
        print("note: the two runs used different scenario sets (scenario_set differs); "
              "only scenarios in both are compared")
    common = set(a) & set(b)
    both = sum(1 for s in common if a[s].status in PASSING and b[s].status in PASSING)
    print(f"{len(common)} scenarios in both; both pass {both}")
    for side, only in (("A", set(a) - set(b)), ("B", set(b) - set(a))):
        if only:
            print(f"{len(only)} scenarios only in {side}'s results: {', '.join(sorted(only)[:5])}"
                  f"{', ...' if len(only) > 5 else ''}")
    for title, ids in groups(a, b).items():
        if not ids:
            continue
        print(f"{title}: {len(ids)}")
        for sid in ids[:args.limit]:
            print(f"  {sid}")
            print(f"    A: {_first(a[sid])}")
            print(f"    B: {_first(b[sid])}")
        if len(ids) > args.limit:
            print(f"  ... and {len(ids) - args.limit} more (--limit)")
    return 0
