"""What one random legal step of ``reference_engine.selfplay`` costs, two ways, on the same states.

1. ``legal_actions``: compute every legal action of the player who must act, pick one (kind first), act;
2. ``candidates``: ``random_legal_action``, candidates tried in random order until ``act`` accepts one.

Both draw from the same distribution. States come from a few seeded games; at each state both ways run
on a copy of the session (CPU time, so the machine's load matters less), and the medians and their
ratio are printed (whole-game rates: the selfplay command prints games/s).

    python benchmarks/selfplay_step.py [--games 2] [--steps 80] [--seed 0]
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reference_engine import selfplay  # noqa: E402
from reference_engine.api import Session  # noqa: E402


def _by_legal_actions(s: Session, rng: random.Random, player: str | None) -> None:
    legal = s.legal_actions(player)
    kinds = sorted({selfplay._kind(a) for a in legal})
    kind = rng.choice(kinds)
    s.act(rng.choice([a for a in legal if selfplay._kind(a) == kind]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--steps", type=int, default=80, help="states measured per game")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    pool = selfplay.pool()
    rng = random.Random(args.seed)
    full, cheap = [], []
    for _ in range(args.games):
        s = Session()
        s.setup(selfplay.game_setup(rng, pool, selfplay.MODES["duel"]))
        for _ in range(args.steps):
            state = s.observe()
            if state["winner"]:
                break
            actor = selfplay._actor(state)
            for way, times in ((_by_legal_actions, full), (selfplay.random_legal_action, cheap)):
                trial = copy.deepcopy(s)
                t = time.process_time()
                way(trial, random.Random(1), actor)
                times.append(time.process_time() - t)
            selfplay.random_legal_action(s, rng, actor)
    a, b = statistics.median(full) * 1000, statistics.median(cheap) * 1000
    print(f"{len(full)} states: legal_actions then act {a:.1f} ms, candidates tried {b:.1f} ms (median CPU), "
          f"ratio {a / b if b else float('inf'):.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
