"""Legal actions agree with what the engine accepts."""

from engine_helpers import game, ok, two_players, unit


def test_legal_actions_are_all_accepted_and_include_the_obvious():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]},
                         battlefields=[{"id": "bf1"}]))
    legal = s.legal_actions("A")
    assert {"player": "A", "play": "c", "targets": ["u"]} in legal
    assert {"player": "A", "move": ["u"], "to": "bf1"} in legal
    assert {"player": "A", "end_turn": True} in legal
    assert {"player": "A", "pass": "priority"} not in legal
    assert s.legal_actions("B") == []
    for action in legal:
        probe = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]},
                                 battlefields=[{"id": "bf1"}]))
        assert probe.act(action)["accepted"], action


def test_legal_answers_to_an_open_question():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "tt", "card": "Tideturner"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    ok(s, player="A", play="tt")
    # "you may": choosing the target, or declining with an empty answer (383.3.a)
    assert s.legal_actions() == [{"player": "A", "choose": "u"}, {"player": "A", "choose": []}]


def test_assign_damage_question_offers_a_legal_assignment():
    s = game(two_players(a={"base": [unit("big", 5)]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [unit("g1", 2, controller="B"), unit("g2", 2, controller="B")]}]))
    ok(s, player="A", move=["big"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["decision"]["kind"] == "assign-damage" and o["decision"]["player"] == "A"
    (answer,) = s.legal_actions("A")
    assert sum(answer["assign"].values()) == 5
    o = ok(s, **answer)
    assert o["decision"] is None or o["decision"]["player"] == "B"


def test_units_are_offered_to_each_battlefield_you_control_and_with_accelerate():
    s = game(two_players(a={"energy": 6, "power": {"fury": 1}, "hand": [{"id": "k", "card": "Kai'Sa, Survivor"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("v", controller="B")]}]))
    legal = s.legal_actions("A")
    assert {"player": "A", "play": "k"} in legal
    assert {"player": "A", "play": "k", "to": "bf1"} in legal
    assert {"player": "A", "play": "k", "accelerate": True} in legal
    assert not any(a.get("to") == "bf2" for a in legal if a.get("play") == "k")
