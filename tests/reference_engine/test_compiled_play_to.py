"""Compiled "You may play me to an open battlefield." / "... to an occupied enemy battlefield." (170.11):
a unit's own permission beyond its base and the battlefields its player controls (355.2.a)."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine.catalogue.compile_effects import compile_card

BFS = [{"id": "open", "controller": None, "units": []},
       {"id": "theirs", "controller": "B", "units": [unit("foe", 1, controller="B")]},
       {"id": "mine", "controller": "A", "units": [unit("own", 1, controller="A")]}]


def test_play_to_templates():
    assert compile_card("unit", ["You may play me to an open battlefield."]) == {"play_to": "open"}
    assert compile_card("unit", ["You may play me to an occupied enemy battlefield."]) == {
        "play_to": "occupied enemy"}
    assert compile_card("spell", ["You may play me to an open battlefield."]) is None
    assert compile_card("unit", ["You may play me to an occupied battlefield."]) is None


def test_open_battlefield_only():
    s = game(two_players(a={"energy": 9, "hand": [{"id": "sd", "card": "Sneaky Deckhand"}]}, battlefields=BFS))
    assert {"player": "A", "play": "sd", "to": "open"} in s.legal_actions()
    refused(s, player="A", play="sd", to="theirs")  # occupied and controlled
    o = ok(s, player="A", play="sd", to="open")
    assert o["cards"]["sd"]["zone"] == "open"


def test_occupied_enemy_battlefield_only():
    s = game(two_players(a={"energy": 9, "power": {"body": 1}, "hand": [{"id": "dv", "card": "Dauntless Vanguard"}]},
                         battlefields=BFS))
    refused(s, player="A", play="dv", to="open")
    ok(s, player="A", play="dv", to="mine")  # a battlefield it controls stays a choice (355.2.a)
    s = game(two_players(a={"energy": 9, "power": {"body": 1}, "hand": [{"id": "dv", "card": "Dauntless Vanguard"}]},
                         battlefields=BFS))
    assert {"player": "A", "play": "dv", "to": "theirs"} in s.legal_actions()
    o = ok(s, player="A", play="dv", to="theirs")
    assert o["cards"]["dv"]["zone"] == "theirs"
