"""``riftbound-conformance fuzz --engine E``: differential fuzzing against the reference engine.

Random positions within the features E declares; the same decisions (chosen from the reference engine's
legal actions) played on E and on the reference engine in lockstep; the observed states compared after
every step. The first divergence is shrunk (Hypothesis) and written to ``--out`` as a scenario that
validates, passes on the reference engine and fails on E (each written file is checked, and a problem is
said). The closing line: ``N games, K steps, D divergences (shrunk to files ...)``. See docs/fuzzing.md.

Exit status: 0 no divergence, 1 a divergence was found, 4 usage, 7 the engine could not start.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from conformance import exit_codes
from conformance.commands.engine_start import USAGE, engine_command


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = engine_command(commands, "fuzz", "play random games on an engine and on the reference engine in "
                                              "lockstep; shrink the first divergence to a scenario", main)
    parser.add_argument("--games", type=_positive, default=100, help="games to play (default: 100)")
    parser.add_argument("--seed", type=int, default=0, help="the campaign's seed (default: 0)")
    parser.add_argument("-n", "--workers", type=_positive, default=1,
                        help="worker processes on this machine (default: 1)")
    parser.add_argument("--steps", type=_positive, default=12, help="most decisions per game (default: 12)")
    parser.add_argument("--shrink-budget", type=int, default=300,
                        help="most games played while shrinking one divergence (default: 300)")
    parser.add_argument("--out", default="reports/fuzz", help="folder for the shrunk scenarios (default: reports/fuzz)")


def main(args: argparse.Namespace) -> int:
    from conformance.adapters.reference import ReferenceAdapter
    from conformance.exceptions import UnknownEngine
    from conformance.fuzz.campaign import EngineSpec, campaign, write_found
    from conformance.fuzz.situations import card_count
    from conformance.fuzz.writer import verify

    spec = EngineSpec(args.engine, args.engines_file, args.rules_version)
    started = time.perf_counter()
    try:
        probe = spec.start()
        info = probe.describe()
    except UnknownEngine as exc:
        print(f"--engine: {exc}", file=sys.stderr)
        return USAGE
    except Exception as exc:  # the engine could not start
        print(f"engine {args.engine!r} could not start: {type(exc).__name__}: {exc}", file=sys.stderr)
        return exit_codes.ENGINE_MISBEHAVED
    print(f"fuzzing {info.name} {info.version} against the reference engine: {args.games} games, seed {args.seed}, "
          f"{args.workers} worker(s); features: {', '.join(sorted(info.features or info.capabilities)) or 'none'}")
    outcome = campaign(spec, args.games, args.seed, args.workers, args.steps, args.shrink_budget)
    paths = write_found(outcome, info.name, Path(args.out))
    oracle = ReferenceAdapter(spec.rules_version)
    try:
        for (seed, game), path in zip(outcome.found, paths):
            print(f"divergence (seed {seed}): {game.divergence.summary()}")
            print(f"  shrunk to {card_count(game.setup)} card(s), {len(game.actions)} decision(s): {path}")
            for problem in verify(path, oracle, probe, info):
                print(f"  warning: the written scenario {problem}")
    finally:
        probe.close()
    elapsed = time.perf_counter() - started
    print(f"({outcome.games / elapsed:.1f} games/s; {outcome.shrink_games} games while shrinking; "
          f"{outcome.unsupported} positions not played: the reference engine could not build them or the engine declined them)")
    files = f" (shrunk to files {', '.join(map(str, paths))})" if paths else ""
    print(f"{outcome.games} games, {outcome.steps} steps, {len(outcome.found)} divergences{files}")
    return exit_codes.SCENARIOS_FAILED if outcome.found else exit_codes.OK
