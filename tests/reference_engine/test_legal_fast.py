"""``legal_actions`` takes shortcuts (legal.py: only the priority holder's candidates are tried, each trial
stops at ``timing.settled``); ``legal_actions_exhaustive`` tries every candidate of every player to the end.
On the random-play fuzzer's positions (fixed seeds) the two lists must be the same at every step."""

import random

import pytest

import fuzzing
from reference_engine import legal
from reference_engine.api import Session
from reference_engine.errors import SetupError
from reference_engine.legal import legal_actions_exhaustive


def _compare(seed: int, steps: int = 12) -> int:
    rng = random.Random(seed)
    s = Session()
    try:
        s.setup(fuzzing.random_setup(rng))
    except SetupError:
        return 0
    compared = 0
    for _ in range(steps):
        if s.observe()["winner"] is not None:
            break
        fast = s.legal_actions()
        if s._decision is None:  # noqa: SLF001 -- answers to a question are filtered by the api, not legal.py
            assert fast == legal_actions_exhaustive(s._g, None), f"seed {seed}"  # noqa: SLF001
            compared += 1
        if not fast:
            break
        s.act(rng.choice(fast))
    return compared


@pytest.mark.parametrize("seeds", [range(0, 6), range(6, 12)])
def test_the_shortcuts_give_the_exhaustive_list(seeds):
    assert sum(_compare(seed) for seed in seeds) > 20


def test_the_comparison_can_fail(monkeypatch):
    """Without the priority check a trial of a player without priority is refused the same, so break the
    stopping point instead: a trial that stops before finalizing accepts unpayable plays."""
    from reference_engine import timing

    real = timing.finalize

    def finalize(g, item):
        timing.settled(g)
        real(g, item)

    monkeypatch.setattr(timing, "finalize", finalize)
    with pytest.raises(AssertionError):
        for seed in range(12):
            _compare(seed)


def test_only_the_priority_holder_is_offered_actions():
    s = Session()
    s.setup({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
             "players": {"A": {"base": [{"id": "a", "unit": {"might": 1}}]}, "B": {"base": [{"id": "b", "unit": {"might": 1}}]}}})
    assert {a["player"] for a in s.legal_actions()} == {"A"}
    assert s.legal_actions("B") == []
    assert legal.candidate_actions(s._g, None, "B")  # noqa: SLF001 -- B has candidates, none of them legal
