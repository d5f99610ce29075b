"""Regression tests for defects the fuzzer (fuzzing.py) found: each one minimised to a small setup."""

import copy

from engine_helpers import game, refused, two_players, unit


def test_a_verb_naming_a_list_or_mapping_is_refused_not_crashed():
    s = game(two_players(a={"hand": [unit("u1")], "base": [unit("u2")]}, battlefields=[{"id": "bf1", "controller": "A"}]))
    refused(s, "names one card", player="A", activate=["u2"])
    refused(s, "names one card", player="A", activate={"u2": 1})
    refused(s, "names one card", player="A", hide=["u1"], at="bf1")
    refused(s, "names one card", player="A", play=["u1"])


def test_a_player_that_is_not_a_name_is_refused_not_crashed():
    s = game(two_players(a={"hand": [unit("u1")]}))
    refused(s, "unknown player", player=["A"], play="u1")
    refused(s, "unknown player", player=None, play="u1")


def test_an_unpayable_card_with_an_additional_cost_is_refused_before_asking_what_to_pay():
    """357: with no Energy for Sacrifice, the play is refused at once; it must not open a question about
    which unit to kill that no answer could make legal."""
    s = game(two_players(a={"energy": 0, "hand": [{"id": "sac", "card": "Sacrifice"}],
                            "base": [unit("u1", 3), unit("u2", 4)]}))
    refused(s, "energy", player="A", play="sac")
    assert s.observe()["decision"] is None


def test_legal_actions_offer_only_answers_the_open_question_accepts():
    """An answer "yes" to a trigger cost the pool cannot pay is refused (429.3), so it is not offered."""
    s = game(two_players(a={"runes": [{"id": "r1", "domain": "fury"}],
                            "base": [{"id": "vayne", "card": "Vayne, Hunter"}]}, battlefields=[{"id": "bf1"}]))
    s.act({"player": "A", "move": ["vayne"], "to": "bf1"})
    s.act({"player": "A", "pass": "focus"})
    s.act({"player": "B", "pass": "focus"})
    assert s.observe()["decision"]["paying"] == {"energy": 1}
    legal = s.legal_actions("A")
    assert {"player": "A", "choose": "yes"} not in legal
    assert {"player": "A", "choose": "no"} in legal and {"player": "A", "activate": "r1"} in legal
    for a in legal:  # every answer offered is accepted
        trial = copy.deepcopy(s)
        assert trial.act(a)["accepted"], a


def test_a_question_choosing_several_says_how_many_and_legal_actions_offer_whole_answers():
    """A 'choose 2 to discard' question offered only single cards, none of which it accepts: the question
    now carries minimum/maximum and legal_actions offers the combinations of that size."""
    from reference_engine.decisions import choose_from
    from reference_engine.errors import NeedDecision
    from reference_engine.legal import legal_actions
    from reference_engine.setup import build

    g = build(two_players())
    try:
        choose_from(g, "A", ["x", "y", "z"], "choose 2", minimum=2, maximum=2)
    except NeedDecision as nd:
        decision = nd.decision
    assert decision["minimum"] == 2 and decision["maximum"] == 2
    answers = [a["choose"] for a in legal_actions(g, decision)]
    assert answers == [["x", "y"], ["x", "z"], ["y", "z"]]
    single = None
    try:
        choose_from(g, "A", ["x", "y"], "choose 1")
    except NeedDecision as nd:
        single = nd.decision
    assert "minimum" not in single and [a["choose"] for a in legal_actions(g, single)] == ["x", "y"]
