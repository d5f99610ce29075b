"""Who may play what when: Neutral Open for the turn player (310.1.a), Action/Reaction in showdowns
(308.1.a), Reaction in closed states (309.1.a), hidden cards gain Reaction (811.6)."""

from engine_helpers import game, ok, refused, two_players, unit


def test_the_four_turn_states():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u", 2)]}))
    assert s.observe()["turn"]["state"] == "neutral-open"
    ok(s, player="A", play="c", targets=["u"])
    assert s.observe()["turn"]["state"] == "neutral-closed"
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u", 2)]},
                         battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", move=["u"], to="bf1")
    assert o["turn"]["state"] == "showdown-open" and o["showdown"] == {"at": "bf1", "combat": False}
    o = ok(s, player="A", play="c", targets=["u"])
    assert o["turn"]["state"] == "showdown-closed"


def test_closed_state_needs_reaction():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "c1", "card": "Cleave"}, {"id": "c2", "card": "Cleave"}],
                            "base": [unit("u")]}))
    ok(s, player="A", play="c1", targets=["u"])
    refused(s, "Reaction", player="A", play="c2", targets=["u"])


def test_showdown_needs_action_or_reaction():
    s = game(two_players(a={"energy": 4, "hand": [{"id": "v", "card": "Vengeance"}], "base": [unit("u")]},
                         b={"base": [unit("bu", controller="B")]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["u"], to="bf1")
    refused(s, "Action", player="A", play="v", targets=["bu"])


def test_only_the_turn_player_plays_in_neutral_open():
    s = game(two_players(b={"energy": 2, "hand": [{"id": "d", "card": "Discipline"}]}, a={"base": [unit("u")]}))
    refused(s, "priority", player="B", play="d", targets=["u"])


def test_action_on_the_opponents_turn_in_a_showdown_with_focus():
    s = game(two_players(a={"base": [unit("u", 2)]}, b={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}],
                                                        "deck": []},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("g", 1, controller="B")]}]))
    ok(s, player="A", move=["u"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", play="c", targets=["g"])
    assert o["chain"][0]["ref"] == "c" and o["focus"] == "B"


def test_hidden_card_is_played_as_a_reaction_for_free_from_the_next_turn():
    s = game(two_players(
        a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}], "deck": [unit("a1")]},
        battlefields=[{"id": "bf1", "controller": "B",
                       "units": [unit("bu", 3, controller="B")],
                       "facedown": [{"id": "blade", "card": "Hidden Blade", "controller": "B"}]},
                      {"id": "bf2", "controller": "A", "units": [unit("au", 2, controller="A")]}]))
    ok(s, player="A", play="seeker", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    refused(s, "target", player="B", play="blade", targets=["au"])  # 811.1.d.2: only targets at bf1
    o = ok(s, player="B", play="blade", targets=["bu"])
    assert o["chain"][0]["ref"] == "blade" and o["players"]["B"]["energy"] == 0


def test_a_card_hidden_this_turn_cannot_be_played_yet():
    s = game(two_players(a={"power": {"order": 1}, "hand": [{"id": "blade", "card": "Hidden Blade"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("au", controller="A")]}]))
    o = ok(s, player="A", hide="blade", at="bf1")
    assert o["battlefields"]["bf1"]["facedown"] == ["blade"] and o["cards"]["blade"]["hidden"] is True
    refused(s, "next turn", player="A", play="blade", targets=["au"])
