"""``actions.early_refusal``: the checks each action's rule makes before it changes anything, run on the state
itself so that ``act`` and ``legal_actions`` refuse such an action without copying the state. On the random-play
fuzzer's positions and on games from decks (fixed seeds), for every candidate of every player: the checks leave
the state as it was, and what they refuse, trying the action to the end refuses with the same reason and code."""

import random

import pytest

from random_positions import fingerprint, positions
from reference_engine import api, selfplay, turns
from reference_engine.actions import dispatch, early_refusal
from reference_engine.api import Session
from reference_engine.errors import IllegalAction, NeedDecision
from reference_engine.legal import candidate_actions
from reference_engine.state import clone, thrown_away


def _check(seeds=range(6), steps=25) -> tuple[int, int]:
    refused = tried = 0
    for s in positions(seeds, steps, fuzzer_setups=True):
        g = s._g  # noqa: SLF001
        if s._decision is not None:  # noqa: SLF001 -- answers are not discretionary actions
            continue
        for action in candidate_actions(g, None):
            before = fingerprint(g)
            early = early_refusal(g, action)
            assert fingerprint(g) == before, f"the checks of {action} changed the state"
            if early is None:
                continue
            refused += 1
            with thrown_away():
                with pytest.raises(IllegalAction) as full:
                    try:
                        dispatch(clone(g), action)
                    except NeedDecision:
                        pytest.fail(f"{action} was refused early, yet trying it asks a question")
            assert (str(full.value), full.value.code) == (str(early), early.code), action
        tried += 1
    return refused, tried


def test_early_refusals_change_nothing_and_agree_with_trying_the_action():
    refused, positions = _check()
    assert positions > 40 and refused > 300


def test_the_check_can_fail(monkeypatch):
    """A rule that changes the state before its checks is caught."""
    real = turns.end_turn

    def end_turn(g, player, check_only=False):
        g.turn_memory["touched"] = True
        real(g, player, check_only)

    monkeypatch.setattr(turns, "end_turn", end_turn)
    with pytest.raises(AssertionError, match="changed the state"):
        _check(seeds=range(2), steps=5)


def _play(seed: int, games: int = 2) -> list:
    """What ``act`` answered and what was observed after it, over random play from decks."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        s = Session()
        s.setup(selfplay.game_setup(rng, selfplay.pool(), selfplay.MODES["duel"]))
        for _ in range(40):
            state = s.observe()
            if state["winner"]:
                break
            candidates = s.candidate_actions(selfplay._actor(state))  # noqa: SLF001
            rng.shuffle(candidates)
            for action in candidates[:6]:
                out.append((action, s.act(action), s.observe()))
    return out


def test_act_answers_the_same_without_early_refusals(monkeypatch):
    fast = _play(3)
    assert sum(1 for _, result, _ in fast if not result["accepted"]) > 50
    monkeypatch.setattr(api, "early_refusal", lambda g, action: None)
    assert _play(3) == fast
