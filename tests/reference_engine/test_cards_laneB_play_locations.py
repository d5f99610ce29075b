"""Card lane B: permissions to play units to battlefields their player does not control (355.2.b): Miss
Fortune, Buccaneer (open battlefields) and Arachnoid Horror (an enemy unit alone there). Each unit is played
and where it enters is checked on the observed state."""

from __future__ import annotations

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises
from cardsC_helpers import drive
from unl_helpers import official


def _board(base, hand):
    return game(two_players(a={"energy": 12, "power": {"chaos": 2, "body": 2}, "base": base, "hand": hand},
                            battlefields=[{"id": "open"},
                                          {"id": "lone", "controller": "B", "units": [unit("e1", 2, controller="B")]},
                                          {"id": "pair", "controller": "B", "units": [unit("e2", 2, controller="B"),
                                                                                       unit("e3", 2, controller="B")]}]))


@exercises("Miss Fortune, Buccaneer")
def test_miss_fortune_plays_herself_and_friendly_units_to_open_battlefields():
    s = _board([], [official("mf", "Miss Fortune, Buccaneer"), unit("u", 2, cost=1), unit("v", 2, cost=1)])
    refused(s, "355.2.a", player="A", play="u", to="open")  # not before she is on the board
    ok(s, player="A", play="mf", to="open")
    o = drive(s)
    assert o["cards"]["mf"]["zone"] == "open" and o["battlefields"]["open"]["units"] == ["mf"]


@exercises("Miss Fortune, Buccaneer")
def test_miss_fortune_does_not_open_an_occupied_battlefield():
    s = game(two_players(a={"energy": 2, "base": [official("mf", "Miss Fortune, Buccaneer")],
                            "hand": [unit("u", 2, cost=1)]},
                         battlefields=[{"id": "lone", "units": [unit("e1", 2, controller="B")]}]))
    refused(s, "355.2.a", player="A", play="u", to="lone")  # unoccupied is required


@exercises("Miss Fortune, Buccaneer")
def test_miss_fortune_lets_another_friendly_unit_enter_an_open_battlefield():
    s = game(two_players(a={"energy": 2, "base": [official("mf", "Miss Fortune, Buccaneer")],
                            "hand": [unit("u", 2, cost=1)]},
                         battlefields=[{"id": "open"}]))
    ok(s, player="A", play="u", to="open")
    o = drive(s)
    assert o["cards"]["u"]["zone"] == "open"


@exercises("Arachnoid Horror")
def test_arachnoid_horror_enters_where_an_enemy_unit_is_alone_and_lets_friends_follow():
    s = _board([], [official("ah", "Arachnoid Horror"), unit("u", 2, cost=1)])
    refused(s, "355.2.a", player="A", play="ah", to="pair")  # two enemy units there
    refused(s, "355.2.a", player="A", play="ah", to="open")  # unoccupied
    ok(s, player="A", play="ah", to="lone")
    o = drive(s)
    assert o["cards"]["ah"]["zone"] == "lone"


@exercises("Arachnoid Horror")
def test_arachnoid_horror_needs_the_enemy_unit_to_be_the_only_unit_there():
    s = game(two_players(a={"energy": 12, "power": {"body": 1}, "hand": [official("ah", "Arachnoid Horror")]},
                         battlefields=[{"id": "mixed", "controller": "B", "units": [
                             unit("e1", 2, controller="B"), unit("f", 1, controller="A")]}]))
    refused(s, "355.2.a", player="A", play="ah", to="mixed")


@exercises("Arachnoid Horror")
def test_arachnoid_horror_on_the_board_lets_a_friendly_unit_join_a_lone_enemy():
    s = _board([official("ah", "Arachnoid Horror")], [unit("u", 2, cost=1)])
    refused(s, "355.2.a", player="A", play="u", to="pair")
    ok(s, player="A", play="u", to="lone")
    o = drive(s)
    assert o["cards"]["u"]["zone"] == "lone"
