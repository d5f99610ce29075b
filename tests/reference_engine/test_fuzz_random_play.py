"""Bounded, deterministic fuzzing of the reference engine (see fuzzing.py; long runs: scripts/fuzz_engine.py).

Each seed builds a random valid setup (2-4 players, plain units with random keywords, official cards the
engine implements in every zone, random pool and phase) and plays random legal actions mixed with illegal
ones. After every step: no exception escapes the Session, observe() fits schema/state.schema.json and its
zones are consistent, a refused action changes nothing, every legal action offered is accepted, an open
question is answerable; the same seed replays to the same states. Fixed seeds, so it cannot flake.
"""

import copy
import random

import pytest

import fuzzing

SEEDS = range(8)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_setup_and_play_keep_the_invariants(seed):
    run = fuzzing.fuzz_one(seed, steps=15)
    assert run is not None, "the engine refused a random setup built only from cards it implements"
    assert run.states, "no state was observed"


def test_the_fuzzer_plays_and_refuses():
    """The fuzzer itself must exercise both paths: accepted decisions and refused illegal ones."""
    accepted = refused = 0
    for seed in SEEDS:
        rng = random.Random(seed)
        run = fuzzing.play(fuzzing.random_setup(rng), rng, steps=15, illegal_rate=0.5, check_all_legal=False)
        accepted += run.accepted
        refused += run.refused
    assert accepted > 20 and refused > 10, (accepted, refused)


def test_the_checks_catch_an_inconsistent_state():
    """check_state must be able to fail: a card listed in two zones, a wrong zone field, negative damage."""
    s = fuzzing.Session()
    s.setup({"players": {"A": {"hand": [{"id": "u1", "unit": {"might": 1}}]}, "B": {}}})
    obs = s.observe()
    assert fuzzing.check_state(obs) == []
    twice = copy.deepcopy(obs)
    twice["players"]["A"]["base"].append("u1")
    assert any("listed twice" in p for p in fuzzing.check_state(twice))
    moved = copy.deepcopy(obs)
    moved["cards"]["u1"]["zone"] = "trash"
    assert any("its zone is 'trash'" in p for p in fuzzing.check_state(moved))
    negative = copy.deepcopy(obs)
    negative["players"]["A"]["energy"] = -1
    assert fuzzing.check_state(negative)
