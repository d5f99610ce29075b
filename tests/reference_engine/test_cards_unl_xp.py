"""Unleashed cards of the XP family (728-733, Hunt 823, Level 824): each is played, triggered or activated
and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises

PASS = {"pass": "priority"}


def resolve_top(s, first="A", second="B"):
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def official(cid: str, name: str, **extra) -> dict:
    return {"id": cid, "card": name, **extra}


def settle(s, limit=20):
    """Pass priority until the chain is empty (each trigger resolves)."""
    o = s.observe()
    for _ in range(limit):
        if not o["chain"]:
            return o
        top = o["chain"][-1]["controller"] if "controller" in o["chain"][-1] else "A"
        other = "B" if top == "A" else "A"
        ok(s, player=top, **PASS)
        o = ok(s, player=other, **PASS)
    return o


# -- Hunt (823) -------------------------------------------------------------------------------------------


@exercises("Voracious Gromp")
def test_hunt_gains_its_value_in_xp_on_conquer():
    s = game(two_players(a={"base": [official("g", "Voracious Gromp")]}, b={"deck": deck(2, "e")},
                         battlefields=[{"id": "bf1"}]))
    conquer(s, ["g"])
    o = settle(s)
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["xp"] == 3  # Hunt 3


def test_hunt_triggers_on_hold_too():
    s = game(two_players(active="B", a={"deck": deck(2)}, b={"deck": deck(2, "e")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("g", "Voracious Gromp", controller="A")]}]))
    ok(s, player="B", end_turn=True)  # A's Beginning Phase: A holds bf1 (468)
    o = settle(s)
    assert o["players"]["A"]["xp"] == 3


# -- "When you play me, gain N XP" and friends ----------------------------------------------------------


@exercises("Herald of Spring", "Demacian Diplomat")
@pytest.mark.parametrize("name,xp", [("Herald of Spring", 2), ("Demacian Diplomat", 1)])
def test_play_gains_xp(name, xp):
    s = game(two_players(a={"energy": 9, "power": {"calm": 1, "body": 1}, "hand": [official("h", name)]}))
    ok(s, player="A", play="h")
    o = resolve_top(s)
    assert o["cards"]["h"]["zone"] == "base" and o["players"]["A"]["xp"] == xp


@exercises("Scrutinizing Sergeant")
def test_scrutinizing_sergeant_gains_one_xp_per_friendly_unit():
    s = game(two_players(a={"energy": 6, "hand": [official("s", "Scrutinizing Sergeant")],
                            "base": [unit("u1"), unit("u2")]}, b={"base": [unit("e1", controller="B")]}))
    ok(s, player="A", play="s")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 3  # u1, u2 and the Sergeant; not B's unit


@exercises("Kinkou Initiate")
@pytest.mark.parametrize("others,drawn", [((3, 2), True), ((3, 1), False)])
def test_kinkou_initiate_draws_if_other_units_total_five(others, drawn):
    s = game(two_players(a={"energy": 3, "hand": [official("k", "Kinkou Initiate")], "deck": deck(2),
                            "base": [unit(f"u{i}", m) for i, m in enumerate(others)]},
                         b={"base": [unit("e1", 9, controller="B")]}))
    ok(s, player="A", play="k")
    o = resolve_top(s)
    assert ("d0" in o["players"]["A"]["hand"]) is drawn


@exercises("Wuju Apprentice")
@pytest.mark.parametrize("xp,drawn", [(6, True), (5, False)])
def test_wuju_apprentice_draws_only_at_level_six(xp, drawn):
    s = game(two_players(a={"energy": 2, "xp": xp, "hand": [official("w", "Wuju Apprentice")], "deck": deck(2)}))
    o = ok(s, player="A", play="w")
    if drawn:
        o = resolve_top(s)
    assert ("d0" in o["players"]["A"]["hand"]) is drawn and o["chain"] == []


# -- [Level N] passives ---------------------------------------------------------------------------------


@exercises("Gemhand Hunter", "Targonian Visionary", "Scorchclaw", "Mosstomper", "Gustwalker")
@pytest.mark.parametrize("name,n,printed,bonus,keyword", [
    ("Gemhand Hunter", 6, 2, 1, None), ("Targonian Visionary", 11, 6, 4, None), ("Scorchclaw", 3, 3, 1, None),
    ("Mosstomper", 3, 3, 1, "Deflect"), ("Gustwalker", 3, 3, 1, "Ganking")])
def test_level_might_and_keywords_follow_the_controllers_xp(name, n, printed, bonus, keyword):
    below = game(two_players(a={"xp": n - 1, "base": [official("u", name)]})).observe()["cards"]["u"]
    at = game(two_players(a={"xp": n, "base": [official("u", name)]})).observe()["cards"]["u"]
    assert below["might"] == printed and at["might"] == printed + bonus
    if keyword:
        assert keyword not in below["keywords"] and keyword in at["keywords"]


def test_a_level_ability_turns_off_when_xp_is_spent():
    s = game(two_players(a={"xp": 3, "base": [official("m", "Mosstomper"), official("c", "Crowd Favorite")]}))
    assert s.observe()["cards"]["m"]["might"] == 4
    o = ok(s, player="A", activate="c")  # spend 2 XP: 1 left, below Level 3 (824.1.d)
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 1 and o["cards"]["m"]["might"] == 3 and "Deflect" not in o["cards"]["m"]["keywords"]


@exercises("Master Yi, Tempered")
def test_master_yi_tempered_has_deflect_and_ganking_at_level_six():
    o = game(two_players(a={"xp": 6, "base": [official("y", "Master Yi, Tempered")]})).observe()
    assert {"Deflect", "Ganking", "Hunt 2"} <= set(o["cards"]["y"]["keywords"])
    o = game(two_players(a={"xp": 5, "base": [official("y", "Master Yi, Tempered")]})).observe()
    assert "Deflect" not in o["cards"]["y"]["keywords"] and "Ganking" not in o["cards"]["y"]["keywords"]


@exercises("Bandle Soldier", "Scorchclaw")
@pytest.mark.parametrize("name,energy,power", [("Bandle Soldier", 4, {"order": 1}), ("Scorchclaw", 3, {"fury": 1})])
@pytest.mark.parametrize("xp,ready", [(3, True), (2, False)])
def test_level_three_units_enter_ready(name, energy, power, xp, ready):
    s = game(two_players(a={"energy": energy, "power": power, "xp": xp, "hand": [official("u", name)]}))
    o = ok(s, player="A", play="u")
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is (not ready)


# -- XP as a cost and "when ..., gain XP" -----------------------------------------------------------------


@exercises("Crowd Favorite", "Enthralling Protector")
@pytest.mark.parametrize("name", ["Crowd Favorite", "Enthralling Protector"])
def test_spend_two_xp_buffs_me(name):
    s = game(two_players(a={"xp": 2, "base": [official("u", name)]}))
    printed = s.observe()["cards"]["u"]["might"]
    ok(s, player="A", activate="u")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 0 and o["cards"]["u"]["buffed"] is True and o["cards"]["u"]["might"] == printed + 1
    refused(s, "XP", player="A", activate="u")  # 0 XP: the cost cannot be paid (730.2)


@exercises("Nilah, Joyful Ascetic", "Mister Root")
@pytest.mark.parametrize("name,xp", [("Nilah, Joyful Ascetic", 1), ("Mister Root", 2)])
def test_moving_gains_xp(name, xp):
    s = game(two_players(a={"base": [official("u", name, exhausted=False)]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["u"], to="bf1")
    o = settle(s)
    assert o["players"]["A"]["xp"] == xp


@exercises("Vicious Snapjaws")
def test_vicious_snapjaws_gains_xp_when_another_friendly_unit_dies():
    s = game(two_players(active="B", a={"base": [official("v", "Vicious Snapjaws")]},
                         b={"energy": 4, "power": {"fury": 1}, "hand": [official("vs1", "Void Seeker")], "deck": deck(2, "e")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 1, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="B", play="vs1", targets=["f"])
    o = resolve_top(s, "B", "A")
    assert o["cards"]["f"]["zone"] == "trash"
    o = settle(s)
    assert o["players"]["A"]["xp"] == 1  # Snapjaws' controller gains it, on B's turn too


def test_vicious_snapjaws_ignores_enemy_deaths():
    s = game(two_players(a={"base": [official("v", "Vicious Snapjaws")], "energy": 4, "power": {"fury": 1},
                            "hand": [official("vs1", "Void Seeker")], "deck": deck(2)},
                         battlefields=[{"id": "bf2", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", play="vs1", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["zone"] == "trash" and o["chain"] == [] and o["players"]["A"]["xp"] == 0
