"""A cost question (Ezreal, Prodigy's "[1] or [A] less" on an optional cost) is asked only when an answer
can be paid (357); while it is open, [Add] abilities with [Reaction] may be used (357.1.a, 429.3).

Found by ``reference_engine.selfplay``: an accelerated play nobody could pay was accepted into a question
that no answer could complete."""

from __future__ import annotations

from reference_engine.api import Session


def session(runes: int) -> Session:
    s = Session()
    s.setup({"players": {
        "A": {"power": {"fury": 1}, "base": [{"id": "ez", "card": "Ezreal, Prodigy"}],
              "hand": [{"id": "jinx", "card": "Jinx, Demolitionist"}, {"id": "h1", "unit": {"might": 1}},
                       {"id": "h2", "unit": {"might": 1}}],
              "runes": [{"id": f"r{i}", "domain": "fury"} for i in range(runes)]},
        "B": {}}})
    return s


def test_an_unpayable_accelerated_play_is_refused_not_left_unanswerable():
    s = session(2)  # at most 2 Energy: Jinx costs 3, accelerated more
    reply = s.act({"player": "A", "play": "jinx", "accelerate": True})
    assert reply == {"accepted": False, "reason": "A cannot pay the cost of jinx either way", "code": "cannot-pay"}
    assert {"player": "A", "play": "jinx", "accelerate": True} not in s.legal_actions("A")


def test_runes_can_be_used_while_the_discount_question_is_open():
    s = session(5)
    assert s.act({"player": "A", "play": "jinx", "accelerate": True})["accepted"]
    decision = s.observe()["decision"]
    assert decision["options"] == ["energy", "power"] and decision["paying"]
    assert {"player": "A", "activate": "r0"} in s.legal_actions("A")
    for i in range(4):
        assert s.act({"player": "A", "activate": f"r{i}"})["accepted"]  # 429.3: [Add] while paying
    # 3 + [1][C] with [A] off: 4 Energy and 1 fury Power, which the pool now holds; [1] off would need 2 Power
    assert s.act({"player": "A", "choose": "energy"}) == {"accepted": False,
                                                         "reason": "A lacks 2 fury power to pay the cost",
                                                         "code": "cannot-pay"}
    assert s.act({"player": "A", "choose": "power"})["accepted"]
    st = s.observe()
    assert st["cards"]["jinx"]["zone"] != "hand" and st["players"]["A"]["energy"] == 0


def test_an_add_ability_that_leaves_neither_answer_payable_is_refused():
    """Found by selfplay (``--games 500 --seed 1``, game 172): while the question was open the player recycled
    runes for Power ([Add] abilities, 429.3) until neither answer could be paid, and the question stayed
    open with no acceptable answer and nothing else to do. The [Add] ability that makes the play impossible
    is refused like the play itself would be (357), so the question always keeps a payable answer."""
    s = session(5)
    assert s.act({"player": "A", "play": "jinx", "accelerate": True})["accepted"]
    refusals = []
    for i in range(5):
        before = s.observe()
        reply = s.act({"player": "A", "activate": f"r{i}", "ability": 2})  # recycle it: add fury Power, no Energy
        if not reply["accepted"]:
            refusals.append(i)
            assert reply["reason"] == "A cannot pay the cost of jinx either way" and s.observe() == before
    assert refusals, "some recycle must leave the cost unpayable"
    assert s.observe()["decision"]["options"] == ["energy", "power"]
    for i in range(5):
        s.act({"player": "A", "activate": f"r{i}"})  # the runes left give Energy
    assert any(s.act({"player": "A", "choose": pick})["accepted"] for pick in ("energy", "power"))
