"""Moving units (144, 445-453), contested status (450), recalls (454-458), three-player limits (449.2, 462)."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine import movement
from reference_engine.setup import build

PASS_FOCUS = {"pass": "focus"}


def test_standard_move_exhausts_and_contests_for_the_mover():
    s = game(two_players(a={"base": [unit("a1", 2), unit("a2", 2)]}, battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", move=["a1", "a2"], to="bf1")
    assert o["cards"]["a1"]["exhausted"] and o["cards"]["a2"]["exhausted"]
    assert o["battlefields"]["bf1"]["units"] == ["a1", "a2"]
    assert o["showdown"]["at"] == "bf1" and o["showdown"]["combat"] is False
    assert o["battlefields"]["bf1"]["contested_by"] == "A" and o["focus"] == "A"
    assert [e["unit"] for e in s.events() if e["type"] == "move"] == ["a1", "a2"]


def test_moving_to_a_battlefield_you_control_does_not_contest_it():
    s = game(two_players(a={"base": [unit("a1", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("h", 1, controller="A")]}]))
    o = ok(s, player="A", move=["a1"], to="bf1")
    assert o["battlefields"]["bf1"]["contested"] is False and o["showdown"] is None


def test_standard_move_limits():
    s = game(two_players(a={"base": [unit("tired", 2, exhausted=True), unit("a1", 2)]},
                         b={"base": [unit("b1", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("h", 1, controller="A")]},
                                       {"id": "bf2", "controller": "A", "units": [unit("g", 1, controller="A",
                                                                                       keywords=["Ganking"])]}]))
    refused(s, "144.2", player="A", move=["tired"], to="bf1")
    refused(s, "does not control", player="A", move=["b1"], to="bf1")
    refused(s, "priority", player="B", move=["b1"], to="bf1")
    refused(s, "144.4", player="A", move=["h"], to="bf2")  # battlefield to battlefield needs Ganking
    refused(s, "already", player="A", move=["a1"], to="base")
    refused(s, "unknown destination", player="A", move=["a1"], to="nowhere")
    o = ok(s, player="A", move=["g"], to="bf1")
    assert o["cards"]["g"]["zone"] == "bf1"
    o = ok(s, player="A", move=["h"], to="base")
    assert o["cards"]["h"]["zone"] == "base"


def test_no_standard_move_in_a_showdown():
    s = game(two_players(a={"base": [unit("a1", 2), unit("a2", 2)]}, battlefields=[{"id": "bf1"}, {"id": "bf2"}]))
    ok(s, player="A", move=["a1"], to="bf1")
    refused(s, "144.1.c", player="A", move=["a2"], to="bf2")


def test_cant_move_restriction_refuses_a_move_but_not_a_recall():
    s = game(two_players(a={"base": [unit("a", 2)]},
                         battlefields=[{"id": "lair", "card": "Vilemaw's Lair", "controller": "B",
                                        "units": [unit("d", 4, controller="B")]}]))
    g = build(two_players(battlefields=[{"id": "lair", "card": "Vilemaw's Lair", "controller": "A",
                                         "units": [unit("x", 1, controller="A")]}]), "1.4")
    assert movement.move_restrictions(g, "x", "base") == ["lair"]
    assert movement.move(g, ["x"], "base") == [] and g.cards["x"].zone == "lair"
    # In combat at the Lair the attacker survives the defender and is recalled anyway (456.3).
    ok(s, player="A", move=["a"], to="lair")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert o["cards"]["a"]["zone"] == "trash"  # 4 damage kills the 2 Might attacker
    s = game(two_players(a={"base": [unit("a", 5)]},
                         battlefields=[{"id": "lair", "card": "Vilemaw's Lair", "controller": "B",
                                        "units": [unit("d", 9, controller="B", stunned=True)]}]))
    ok(s, player="A", move=["a"], to="lair")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert o["cards"]["a"]["zone"] == "base" and o["cards"]["a"]["exhausted"] is True
    assert [e["type"] for e in s.events()].count("move") == 1  # the recall is not a move (456.1)


def three_players(battlefields, **players):
    return {"turn": {"active": "A", "phase": "main"}, "battlefields": battlefields,
            "players": {"A": players.get("A", {}), "B": players.get("B", {}), "C": players.get("C", {})}}


def test_third_player_cannot_join_two_others():
    s = game(three_players([{"id": "bf1", "controller": "B", "units": [unit("b1", 1, controller="B")]}],
                           A={"base": [unit("a1", 3)]}, C={"base": [unit("c1", 3)]}))
    o = ok(s, player="A", move=["a1"], to="bf1")
    assert o["showdown"]["combat"] and o["showdown"]["attacker"] == "A"
    g = s._g
    assert "449.2" in movement.destination_problem(g, "c1", "bf1")
    g.battlefields["bf1"].units.remove("b1")  # the defender's units are gone; the combat goes on
    assert "462.1" in movement.destination_problem(g, "c1", "bf1")
    assert movement.destination_problem(g, "a1", "base") is None


def test_effect_moving_a_unit_where_it_cannot_be_recalls_it_instead():
    g = build(three_players([{"id": "bf1", "controller": "B", "units": [unit("b1", 1, controller="B"),
                                                                      unit("a1", 1, controller="A")]},
                             {"id": "bf2", "controller": "C", "units": [unit("c1", 1, controller="C")]}]), "1.4")
    assert "449.2" in movement.destination_problem(g, "c1", "bf1")
    assert movement.move(g, ["c1"], "bf1") == []
    assert g.cards["c1"].zone == "base"  # 447.2.c
    assert [e["type"] for e in g.events] == ["recall"]


def test_staged_combat_refuses_a_third_players_unit_and_play():
    s = game(three_players([{"id": "bf1", "controller": "C", "units": [unit("b1", 1, controller="B"),
                                                                     unit("a1", 1, controller="A")]}],
                           C={"energy": 5, "hand": [unit("c1", 1)]}))
    g = s._g
    g.battlefields["bf1"].staged = "combat"
    assert "449.2" in movement.battlefield_problem(g, "C", "bf1")
    assert movement.battlefield_problem(g, "A", "bf1") is None
