"""``affordability.surely_unaffordable``: a play it judges unaffordable is refused when tried in full, on
games from decks (fixed seeds) for every candidate play of every position; it reads the state only; and
random play and ``legal_actions`` answer the same with it as without it (it only saves the tries)."""

import random

import pytest

from engine_helpers import game, refused, two_players, unit
from random_positions import fingerprint, positions
from reference_engine import affordability, api, legal, selfplay
from reference_engine.actions import dispatch
from reference_engine.api import Session
from reference_engine.errors import IllegalAction, NeedDecision
from reference_engine.state import clone, thrown_away


def _check(seeds=range(4), steps=60) -> int:
    judged = 0
    for s in positions(seeds, steps):
        if s._decision is not None:  # noqa: SLF001 -- answers are not plays
            continue
        g = s._g  # noqa: SLF001
        for action in s.candidate_actions(None):
            before = fingerprint(g)
            if not affordability.surely_unaffordable(g, action):
                continue
            assert fingerprint(g) == before, f"judging {action} changed the state"
            judged += 1
            with thrown_away():
                try:
                    dispatch(clone(g), action)
                except NeedDecision:
                    pytest.fail(f"{action} was judged unaffordable, yet trying it asks a question")
                except IllegalAction:
                    continue
            pytest.fail(f"{action} was judged unaffordable, yet trying it is accepted")
    return judged


def test_what_is_judged_unaffordable_is_refused_when_tried():
    assert _check() > 500


def test_the_check_can_fail(monkeypatch):
    """A bound that ignores the pool (every plain play judged unaffordable) is caught."""
    monkeypatch.setattr(affordability, "_short", lambda p, c: True)
    with pytest.raises(pytest.fail.Exception, match="yet trying it"):
        _check(seeds=range(2), steps=60)


def test_a_play_the_pool_cannot_pay_is_judged_so_and_refused():
    s = game(two_players(a={"energy": 1, "hand": [unit("u", 2, cost=3)]}))
    assert s.surely_unaffordable({"player": "A", "play": "u"})
    refused(s, "energy", player="A", play="u")
    rich = game(two_players(a={"energy": 3, "hand": [unit("u", 2, cost=3)]}))
    assert not rich.surely_unaffordable({"player": "A", "play": "u"})


def test_a_possible_discount_leaves_it_to_trying():
    """Its own discount (Battering Ram), a passive on the board (Vex, Cheerless: spells cost less in combat),
    an optional choice in the play: unknown, so False."""
    own = game(two_players(a={"energy": 0, "hand": [{"id": "ram", "card": "Battering Ram"}]}))
    assert not own.surely_unaffordable({"player": "A", "play": "ram"})
    board = game(two_players(a={"energy": 0, "base": [{"id": "vex", "card": "Vex, Cheerless"}],
                                "hand": [unit("u", 2, cost=3)]}))
    assert not board.surely_unaffordable({"player": "A", "play": "u"})
    plain = game(two_players(a={"energy": 0, "hand": [unit("u", 2, cost=3)]}))
    assert not plain.surely_unaffordable({"player": "A", "play": "u", "accelerate": True})


def _random_play(seed: int) -> list:
    rng = random.Random(seed)
    s = Session()
    s.setup(selfplay.game_setup(rng, selfplay.pool(), selfplay.MODES["duel"]))
    out = []
    for _ in range(80):
        state = s.observe()
        if state["winner"]:
            break
        out.append((selfplay.random_legal_action(s, rng, selfplay._actor(state)), s.observe()))  # noqa: SLF001
    return out


def test_random_play_and_legal_actions_are_the_same_without_it(monkeypatch):
    fast = _random_play(5)
    states = [clone(s._g) for s in positions(range(2), 30) if s._decision is None]  # noqa: SLF001
    fast_legal = [legal.legal_actions(g, None) for g in states]
    monkeypatch.setattr(api, "surely_unaffordable", lambda g, action: False)
    monkeypatch.setattr(legal, "surely_unaffordable", lambda g, action: False)
    assert _random_play(5) == fast
    assert [legal.legal_actions(g, None) for g in states] == fast_legal
