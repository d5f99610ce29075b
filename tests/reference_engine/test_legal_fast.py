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
from test_state_copies import _states


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


_OWN_POOLS = ("player", "battlefield", "spell", "item", "hand", "legend", "trash")  # choices with pools of their own


def _every_card_pool(g, spec):
    """The plain pool of a board choice: every unit, gear, facedown card or rune, wherever it is."""
    return [cid for cid, c in g.cards.items() if c.type in ("unit", "gear") or (spec.facedown and c.facedown)
            or (spec.runes and c.type == "rune" and c.zone == "runes")]


def test_target_candidates_leave_out_only_cards_that_cannot_be_chosen():
    """``targets.candidates`` looks at cards on the board, in the rune area and in the zones a spec names;
    asking ``targets.legal`` of every card gives the same list."""
    from reference_engine.behaviour import TargetSpec, abilities_of, behaviour_of
    from reference_engine.targets import candidates, legal as target_legal

    # choices no fuzzer card makes: runes on the board, cards in a hand or Champion Zone, facedown cards
    extra = [TargetSpec(kind="permanent", runes=True), TargetSpec(kind="unit", also_zones=("champion", "hand")),
             TargetSpec(kind="permanent", facedown=True)]

    compared = 0
    for g in _states(seeds=range(8), steps=10):
        for cid in g.cards:
            specs = list(behaviour_of(g, cid).targets) + [t for ab in abilities_of(g, cid) for t in ab.targets]
            specs += extra if g.cards[cid].zone == "base" else []
            for spec in [t for t in specs if t.kind not in _OWN_POOLS]:
                for p in g.order:
                    plain = [c for c in _every_card_pool(g, spec) if target_legal(g, spec, p, c, cid)]
                    assert candidates(g, spec, p, cid) == plain, cid
                    compared += bool(plain)
    assert compared > 100
