"""How fast the reference engine is, in one run, each figure next to its target (issue 16).

1. ``act``, ``legal_actions`` and ``observe``: the median CPU milliseconds of one call over a fixed seeded
   corpus (the random-play fuzzer's positions, tests/reference_engine/fuzzing.py: ``--seeds`` positions,
   ``--steps`` random legal decisions each);
2. random play: actions per CPU second over seeded whole games from decks (``reference_engine.selfplay``,
   candidates tried until one is accepted, as selfplay plays);
3. the protocol overhead per scenario over in-process (benchmarks/protocol_overhead.py's persistent mode,
   on the first ``--scenarios`` scenarios of the suite, the fastest of ``--repeat`` runs each);
4. ``fuzz -n 2`` against ``-n 1``: games per second (wall clock) of the differential fuzzer on the reference
   engine against itself, ``--fuzz-games`` games each way (target: at least 1.7x; ``--fuzz-games 0`` skips);
5. where the time goes: a cProfile of ``legal_actions`` on the same corpus, the functions with the most
   time of their own (``--no-profile`` to skip).

CPU time (``time.process_time``) is used for the engine figures so that a loaded machine matters less.

    python benchmarks/engine_speed.py [--seeds 30] [--steps 15] [--games 3] [--scenarios 40] [--repeat 3]
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import io
import pstats
import random
import shlex
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "reference_engine"))

import fuzzing  # noqa: E402
from reference_engine import selfplay  # noqa: E402
from reference_engine.api import Session  # noqa: E402
from reference_engine.errors import SetupError  # noqa: E402

TARGETS = {"act": 0.5, "legal_actions": 2.0, "observe": None, "actions/s": 500.0, "protocol": 0.5, "workers": 1.7}


def corpus(seeds: int, steps: int) -> list[tuple[dict, list[dict]]]:
    """(setup, decisions) pairs: each seed's position and the random legal decisions taken from it."""
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        setup = fuzzing.random_setup(rng)
        s = Session()
        try:
            s.setup(setup)
        except SetupError:
            continue
        actions = []
        for _ in range(steps):
            if s.observe()["winner"] is not None:
                break
            legal = s.legal_actions()
            if not legal:
                break
            actions.append(rng.choice(legal))
            s.act(actions[-1])
        out.append((setup, actions))
    return out


def call_medians(games: list[tuple[dict, list[dict]]]) -> dict[str, float]:
    times: dict[str, list[float]] = {"act": [], "legal_actions": [], "observe": []}
    for setup, actions in games:
        s = Session()
        s.setup(setup)
        for action in actions:
            for name, call in (("observe", s.observe), ("legal_actions", s.legal_actions)):
                t = time.process_time()
                call()
                times[name].append(time.process_time() - t)
            t = time.process_time()
            s.act(action)
            times["act"].append(time.process_time() - t)
    return {k: statistics.median(v) * 1000 for k, v in times.items() if v}


def random_play_rate(games: int, seed: int, steps: int = 150) -> tuple[float, int]:
    rng = random.Random(seed)
    pool = selfplay.pool()
    actions, cpu = 0, 0.0
    for _ in range(games):
        s = Session()
        s.setup(selfplay.game_setup(rng, pool, selfplay.MODES["duel"]))
        for _ in range(steps):
            state = s.observe()
            if state["winner"]:
                break
            t = time.process_time()
            selfplay.random_legal_action(s, rng, selfplay._actor(state))  # noqa: SLF001
            cpu += time.process_time() - t
            actions += 1
    return (actions / cpu if cpu else float("inf")), actions


def protocol_overhead(n: int, repeat: int) -> dict[str, float]:
    """Milliseconds per scenario over in-process: wall clock (``overhead``) and CPU of the harness and the
    engine process together (``cpu``); requests written per scenario (``round_trips``: each waits for the
    engine once) against its scripted decisions (``decisions``)."""
    spec = importlib.util.spec_from_file_location("protocol_overhead", ROOT / "benchmarks" / "protocol_overhead.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    from conformance import resources
    from conformance.adapters.registry import resolve
    from conformance.adapters.subprocess import SubprocessEngine

    files = sorted(resources.scenarios_dir().rglob("*.yaml"))[:n]
    scenarios = bench.load([str(f) for f in files])
    command = f"{shlex.quote(sys.executable)} -m reference_engine"
    both = bench.compare_persistent(lambda: resolve("reference"), lambda: SubprocessEngine.from_command(command),
                                    scenarios, repeat)
    ms = 1000 / len(scenarios)
    return {"overhead": (both["proto"] - both["in"]) * ms, "cpu": (both["cpu_proto"] - both["cpu_in"]) * ms,
            "round_trips": both["round_trips"], "decisions": both["decisions"]}


def fuzz_rates(games: int) -> tuple[float, float]:
    """Games per second of ``fuzz`` with one worker and with two (the reference engine against itself)."""
    from conformance.fuzz.campaign import EngineSpec, campaign

    rates = []
    for workers in (1, 2):
        start = time.perf_counter()
        outcome = campaign(EngineSpec("reference"), games, seed=0, workers=workers)
        rates.append(outcome.games / (time.perf_counter() - start))
    return rates[0], rates[1]


def profile(games: list[tuple[dict, list[dict]]], top: int) -> str:
    sessions = []
    for setup, actions in games:
        s = Session()
        s.setup(setup)
        sessions.append((s, actions))
    prof = cProfile.Profile()
    prof.enable()
    for s, actions in sessions:
        for action in actions:
            s.legal_actions()
            s.act(action)
    prof.disable()
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).sort_stats("tottime").print_stats(top)
    lines = [ln for ln in buf.getvalue().splitlines() if ln.strip()]
    start = next(i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls"))
    return "\n".join(lines[start:])


def _verdict(value: float, target: float | None, higher_is_better: bool = False) -> str:
    if target is None:
        return "(no target)"
    met = value >= target if higher_is_better else value <= target
    return f"(target {'>=' if higher_is_better else '<='} {target:g}) -> {'met' if met else 'NOT met'}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=30, help="positions in the corpus")
    ap.add_argument("--steps", type=int, default=15, help="decisions per position")
    ap.add_argument("--games", type=int, default=3, help="whole games for the random-play rate")
    ap.add_argument("--scenarios", type=int, default=40, help="scenarios for the protocol overhead (0: skip)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--fuzz-games", type=int, default=40, help="games per fuzz run for the workers ratio (0: skip)")
    ap.add_argument("--top", type=int, default=12, help="profile lines")
    ap.add_argument("--no-profile", action="store_true")
    args = ap.parse_args(argv)

    games = corpus(args.seeds, args.steps)
    calls = sum(len(a) for _, a in games)
    medians = call_medians(games)
    print(f"corpus: {len(games)} seeded positions, {calls} decisions (CPU time, median of one call)")
    for name in ("act", "legal_actions", "observe"):
        print(f"  {name:<15}{medians.get(name, 0.0):8.3f} ms  {_verdict(medians.get(name, 0.0), TARGETS[name])}")
    rate, n = random_play_rate(args.games, args.seeds)
    print(f"random play: {rate:8.1f} actions/s over {n} actions of {args.games} games from decks  "
          f"{_verdict(rate, TARGETS['actions/s'], higher_is_better=True)}")
    if args.scenarios:
        proto = protocol_overhead(args.scenarios, args.repeat)
        over = proto["overhead"]
        print(f"protocol overhead: {over:+.3f} ms per scenario over in-process ({args.scenarios} scenarios, "
              f"fastest of {args.repeat})  {_verdict(over, TARGETS['protocol'])}")
        print(f"  made of: {proto['round_trips']:.2f} writes (round trips) per scenario for {proto['decisions']:.2f} "
              f"decisions (batched), {proto['cpu']:+.3f} ms CPU per scenario (harness + engine process: JSON, "
              f"checks, pipes); the rest is waiting for the other process to be scheduled")
    if args.fuzz_games:
        one, two = fuzz_rates(args.fuzz_games)
        print(f"fuzz: {one:.2f} games/s with 1 worker, {two:.2f} with 2: {two / one:.2f}x  "
              f"{_verdict(two / one, TARGETS['workers'], higher_is_better=True)}")
    if not args.no_profile:
        print("\nwhere the time goes (cProfile of legal_actions + act on the corpus, by own time):")
        print(profile(games, args.top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
