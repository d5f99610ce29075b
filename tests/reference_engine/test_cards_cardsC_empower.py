"""Card lane C: Vendetta's Empower units (827-828, 441): each is Empowered by its ability (or not) and its
Empowered text checked on the observed state."""

from __future__ import annotations

import pytest
from cardsC_helpers import drive
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official


def empower(s, cid, **extra):
    ok(s, player="A", activate=cid, **extra)
    return drive(s)


@exercises("Apprentice Mage")
def test_apprentice_mage_predicts_two_when_empowered_and_grows():
    s = game(two_players(a={"energy": 2, "deck": deck(3), "base": [official("m", "Apprentice Mage")]}))
    assert s.observe()["cards"]["m"]["might"] == 3
    ok(s, player="A", activate="m")
    o = drive(s, lambda d: {"choose": ["d0"]} if d["kind"] == "choose" else {"order": d["options"]})
    assert o["cards"]["m"]["empowered"] is True and o["cards"]["m"]["might"] == 4
    assert o["players"]["A"]["deck"][-1] == "d0" and o["players"]["A"]["deck"][0] == "d1"  # d0 recycled


@exercises("Aurok General")
def test_aurok_general_pumps_your_empowered_units_while_empowered():
    s = game(two_players(a={"energy": 5, "power": {"order": 1}, "base": [official("ag", "Aurok General"),
                                                                         official("m", "Apprentice Mage")]},
                         b={"base": [official("em", "Apprentice Mage", controller="B")]}))
    o = empower(s, "ag")
    assert o["cards"]["ag"]["might"] == 7
    o = s.observe()
    assert o["cards"]["m"]["might"] == 3  # not Empowered: nothing


@exercises("Baccai Witherclaw")
@pytest.mark.parametrize("empowered,runes", [(True, 2), (False, 0)])
def test_baccai_witherclaw_channels_two_when_it_dies_empowered(empowered, runes):
    s = game(two_players(a={"energy": 3, "power": {"fury": 4}, "hand": [official("fs", "Falling Star")],
                            "rune_deck": [{"id": f"rd{i}", "domain": "body"} for i in range(3)],
                            "base": [official("bw", "Baccai Witherclaw")]}))
    if empowered:
        o = empower(s, "bw")
        assert o["cards"]["bw"]["might"] == 6
    ok(s, player="A", play="fs", targets=["bw", "bw"])
    o = drive(s)
    assert o["cards"]["bw"]["zone"] == "trash" and len(o["players"]["A"]["runes"]) == runes
    assert all(o["cards"][r]["exhausted"] for r in o["players"]["A"]["runes"])


@exercises("Escaped Grayback")
def test_escaped_grayback_empowers_by_killing_a_friendly_unit():
    s = game(two_players(a={"base": [official("eg", "Escaped Grayback")]}))
    refused(s, None, player="A", activate="eg")  # no other friendly unit to kill
    s = game(two_players(a={"base": [official("eg", "Escaped Grayback"), unit("fodder")]}))
    o = empower(s, "eg")
    assert o["cards"]["fodder"]["zone"] == "trash" and o["cards"]["eg"]["empowered"] and o["cards"]["eg"]["might"] == 5


@exercises("Ambessa, The Wolf")
def test_ambessa_the_wolf_cannot_be_dealt_damage_outside_combat_while_empowered():
    s = game(two_players(a={"energy": 5, "power": {"body": 1, "fury": 2}, "hand": [official("fs", "Falling Star")],
                            "base": [official("aw", "Ambessa, The Wolf")]}))
    o = empower(s, "aw")
    assert o["cards"]["aw"]["might"] == 7
    ok(s, player="A", play="fs", targets=["aw", "aw"])
    o = drive(s)
    assert o["cards"]["aw"]["damage"] == 0 and o["cards"]["aw"]["zone"] == "base"
    s = game(two_players(a={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")],
                            "base": [official("aw", "Ambessa, The Wolf")]}))
    ok(s, player="A", play="fs", targets=["aw", "aw"])
    assert drive(s)["cards"]["aw"]["zone"] == "trash"  # not Empowered: 6 damage kills her


@exercises("Ambessa, Respected and Feared")
def test_ambessa_respected_kills_a_weaker_enemy_when_she_attacks_empowered():
    def setup():
        return game(two_players(a={"energy": 1, "power": {"order": 2}, "base": [official("am", "Ambessa, Respected and Feared")]},
                                battlefields=[{"id": "bf1", "controller": "B", "units": [
                                    unit("e1", 3, controller="B"), unit("e9", 9, controller="B")]}]))
    s = setup()
    o = empower(s, "am")
    assert "Assault 2" in o["cards"]["am"]["keywords"]
    ok(s, player="A", move=["am"], to="bf1")
    o = drive(s)
    assert o["cards"]["e1"]["zone"] == "trash" and o["cards"]["e9"]["zone"] == "bf1"
    assert o["cards"]["am"]["might"] == 7  # Assault 2 as an attacker
    s = setup()
    ok(s, player="A", move=["am"], to="bf1")
    o = drive(s)
    assert o["cards"]["e1"]["zone"] == "bf1" and o["cards"]["am"]["might"] == 5


@exercises("Dame the Despoiler")
def test_dame_matches_a_units_might_then_adds_one_when_she_attacks_empowered():
    s = game(two_players(a={"energy": 5, "power": {"body": 1}, "base": [official("dm", "Dame the Despoiler")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("big", 8, controller="B")]}]))
    empower(s, "dm")
    ok(s, player="A", move=["dm"], to="bf1")
    o = drive(s)
    assert o["cards"]["dm"]["might"] == 9


@exercises("Akali, Deadly Weapon")
@pytest.mark.parametrize("empowered,damage", [(False, 1), (True, 2)])
def test_akali_deadly_weapon_strikes_a_unit_where_she_moved_from(empowered, damage):
    s = game(two_players(a={"energy": 2, "power": {"fury": 1}, "base": [official("ak", "Akali, Deadly Weapon")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 3, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("far", 3, controller="B")]}]))
    if empowered:
        o = empower(s, "ak")
        assert o["cards"]["ak"]["might"] == 4
    ok(s, player="A", move=["ak"], to="bf1")
    o = s.observe()
    assert sorted(o["decision"]["options"]) == ["ak", "f"]  # "far" at bf2, not an end of the move, is no choice
    o = drive(s, lambda d: {"choose": ["f"]})
    assert o["cards"]["f"]["damage"] == damage
