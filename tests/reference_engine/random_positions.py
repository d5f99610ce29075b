"""Positions reached by random legal play, for tests that check a property on every candidate of many real
states: games from decks (selfplay's setups) and, optionally, the random-play fuzzer's setups."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

import fuzzing
from reference_engine import selfplay
from reference_engine.api import Session
from reference_engine.errors import SetupError


def fingerprint(g) -> bytes:
    """The whole state but its stamped caches (``derived``, which a lookup may fill)."""
    return pickle.dumps({k: v for k, v in vars(g).items() if k != "derived"}, pickle.HIGHEST_PROTOCOL)


def positions(seeds, steps: int, *, fuzzer_setups: bool = False) -> Iterator[Session]:
    """For each seed, a session played by random legal choices for up to ``steps`` steps, yielded before
    each step (the same object, moved on after the caller is done with it). With ``fuzzer_setups``, odd seeds
    start from the fuzzer's random setups instead of a game from decks (setups it cannot build are skipped)."""
    for seed in seeds:
        rng = random.Random(seed)
        s = Session()
        try:
            s.setup(fuzzing.random_setup(rng) if fuzzer_setups and seed % 2
                    else selfplay.game_setup(rng, selfplay.pool(), selfplay.MODES["duel"]))
        except SetupError:
            continue
        for _ in range(steps):
            state = s.observe()
            if state["winner"] is not None:
                break
            yield s
            if selfplay.random_legal_action(s, rng, selfplay._actor(state)) is None:  # noqa: SLF001
                break
