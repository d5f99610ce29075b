"""Ambush (822): a unit may be played to a battlefield where its player controls units, with [Reaction]
while being played there; never to a base."""

from engine_helpers import game, ok, refused, two_players, unit


def ambush_game(b_units_at_bf1=True):
    bf1_units = [unit("bu", 4, controller="B")] if b_units_at_bf1 else []
    return game(two_players(
        a={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "ray", "card": "Hextech Ray"}],
           "base": [unit("au", 1)]},
        b={"energy": 2, "hand": [unit("amb", 3, cost=2, keywords=["Ambush"])]},
        battlefields=[{"id": "bf1", "controller": "B", "units": bf1_units},
                      {"id": "bf2", "controller": "A", "units": [unit("au2", 1, controller="A")]}]))


def test_ambush_gives_reaction_only_to_a_battlefield_where_you_control_units():
    s = ambush_game()
    ok(s, player="A", play="ray", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    refused(s, "Reaction", player="B", play="amb")  # 822.1.c: never for a base
    refused(s, player="B", play="amb", to="bf2")  # B has no units at bf2
    state = ok(s, player="B", play="amb", to="bf1")  # 822.1.b
    assert state["cards"]["amb"]["zone"] == "bf1" and state["priority"] == "A"


def test_ambush_lets_a_unit_be_played_where_you_have_units_but_not_control():
    from reference_engine.playing import ambush_location
    from reference_engine.setup import build

    g = build(two_players(b={"hand": [unit("amb", 3, keywords=["Ambush"])], "energy": 0},
                          battlefields=[{"id": "bf1", "controller": "A",
                                         "units": [unit("bu", 1, controller="B")]},
                                        {"id": "bf2", "controller": "B"}]))
    assert ambush_location(g, "amb", "B", "bf1")
    assert not ambush_location(g, "amb", "B", "bf2") and not ambush_location(g, "amb", "B", "base")
    g2 = build(two_players(b={"hand": [unit("plain", 3)]},
                           battlefields=[{"id": "bf1", "controller": "A", "units": [unit("bu", 1, controller="B")]}]))
    assert not ambush_location(g2, "plain", "B", "bf1")


def test_legal_actions_offer_the_ambush_location():
    s = ambush_game()
    ok(s, player="A", play="ray", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    legal = s.legal_actions("B")
    assert {"player": "B", "play": "amb", "to": "bf1"} in legal
    assert not any(a.get("play") == "amb" and a.get("to") != "bf1" for a in legal)
