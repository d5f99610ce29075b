"""``riftbound-conformance mutate``: the mutation score of the suite over rule mutants of the reference engine.

Runs the suite (or the scenario paths given) on the unmutated reference engine and on each mutant of a
catalogue (the curated ``conformance/mutation/catalogue.yaml`` by default, or ``--catalogue FILE``), each
mutant in its own process, ``-n`` at a time; prints the score, each survivor with its mutated line, and
(``--min-killers K``) each mutant fewer than K scenarios kill. Exit 0 when every mutant is killed (by at
least K scenarios), 1 otherwise, 4 for a catalogue that is malformed or no longer matches the engine.
See docs/mutation.md.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from conformance import exit_codes, resources
from conformance.mutation.mutants import CATALOGUE, MutantError, check, load_catalogue, mutated_lines
from conformance.mutation.scoring import SCENARIO_TIMEOUT, MutantResult, Score, score

USAGE = 4


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("mutate", help="run the suite against rule mutants of the reference engine "
                                                "and print the mutation score and the survivors")
    parser.add_argument("paths", nargs="*", help="scenario files or folders (default: the shipped suite)")
    parser.add_argument("--catalogue", nargs="?", const=str(CATALOGUE), default=str(CATALOGUE), metavar="FILE",
                        help="a catalogue of mutants (default: the curated catalogue)")
    parser.add_argument("--only", action="append", default=[], metavar="ID",
                        help="run only this mutant (repeatable)")
    parser.add_argument("-n", "--workers", type=int, default=1, help="mutants run at a time (default: 1)")
    parser.add_argument("--min-killers", type=int, default=1, metavar="K",
                        help="a mutant counts as pinned when at least K scenarios kill it (default: 1)")
    parser.add_argument("--timeout", type=float, default=SCENARIO_TIMEOUT,
                        help=f"seconds one scenario may run under a mutant (default: {SCENARIO_TIMEOUT:g})")
    parser.add_argument("--rules-version", help="rules version to run the engine at (default: its own)")
    parser.add_argument("--list", action="store_true", help="list the catalogue's mutants and exit")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every mutant's killers")
    parser.set_defaults(func=main)


def _line(r: MutantResult) -> str:
    m = r.mutant
    return f"{m.id} ({m.mechanism}, rule {m.rule}): {m.description}"


def _survivor(r: MutantResult) -> list[str]:
    line, before, after = mutated_lines(r.mutant)
    return [f"SURVIVED {_line(r)}",
            f"    reference_engine/{r.mutant.module}:{line}",
            f"    - {before}",
            f"    + {after}"]


def render(result: Score, minimum: int, verbose: bool = False) -> list[str]:
    out = []
    judged, killed = len(result.judged), len(result.killed)
    out.append(f"mutation score: {killed} / {judged} mutants killed ({result.percent:.1f}%), "
               f"baseline {sum(s == 'passed' for s in result.baseline.statuses.values())} scenarios passing")
    for r in result.survivors:
        out.extend(_survivor(r))
    for r in result.errors:
        out.append(f"NOT JUDGED {r.mutant.id}: {r.error}")
    if minimum > 1:
        thin = result.thin(minimum)
        out.append(f"pinned by at least {minimum} scenarios: {killed - len(thin)} / {judged}")
        for r in thin:
            out.append(f"THIN {_line(r)}: killed by {len(r.killers)} ({', '.join(k[0] for k in r.killers)})")
    if verbose:
        for r in result.killed:
            out.append(f"killed {r.mutant.id} by {len(r.killers)}: "
                       + ", ".join(f"{sid} [{status}]" for sid, status, _ in r.killers[:8])
                       + (" ..." if len(r.killers) > 8 else ""))
    return out


def as_json(result: Score) -> dict:
    return {"score": result.percent, "killed": len(result.killed), "judged": len(result.judged),
            "mutants": [{**r.mutant.as_dict(), "verdict": r.verdict, "error": r.error, "seconds": round(r.seconds, 2),
                         "killers": [{"scenario": s, "status": st, "message": msg} for s, st, msg in r.killers]}
                        for r in result.results]}


def main(args: argparse.Namespace) -> int:
    try:
        mutants = load_catalogue(args.catalogue)
    except MutantError as exc:
        print(f"--catalogue: {exc}", file=sys.stderr)
        return USAGE
    if args.only:
        unknown = [i for i in args.only if i not in {m.id for m in mutants}]
        if unknown:
            print(f"--only: no mutant {unknown[0]!r} in {args.catalogue}", file=sys.stderr)
            return USAGE
        mutants = [m for m in mutants if m.id in args.only]
    problems = check(mutants)
    if problems:
        for p in problems:
            print(f"{args.catalogue}: {p}", file=sys.stderr)
        return USAGE
    if args.list:
        for m in mutants:
            line, before, _ = mutated_lines(m)
            print(f"{m.id}\t{m.mechanism}\t{m.rule}\treference_engine/{m.module}:{line}\t{m.description}")
        return exit_codes.OK
    started = time.perf_counter()
    result = score(mutants, args.paths or [resources.scenarios_dir()], workers=args.workers,
                   rules_version=args.rules_version, timeout=args.timeout)
    if args.json:
        print(json.dumps(as_json(result), indent=2))
    else:
        print("\n".join(render(result, args.min_killers, args.verbose)))
        print(f"{len(mutants)} mutants in {time.perf_counter() - started:.1f}s with {args.workers} worker(s)")
    bad = result.survivors or result.errors or result.thin(args.min_killers)
    return exit_codes.SCENARIOS_FAILED if bad else exit_codes.OK
