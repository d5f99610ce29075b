"""Card lane D, more Vendetta units: turn-structure passives (Sandstone Chimera, 315.3.b), a self discount
(Keeper of Law, 356.4), "this turn" play history (Swain, Jayce, Hungry Wolf), Empower swaps, tokens and
triggers from the trash. Each is played, triggered or activated and its effect read from the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, settle


@exercises("Sandstone Chimera")
@pytest.mark.parametrize("where,channelled", [("base", 2), ("bf1", 1)])
def test_sandstone_chimera_at_a_battlefield_limits_every_channel_phase_to_one(where, channelled):
    chimera = official("sc", "Sandstone Chimera", controller="A")
    runes = [{"id": f"rd{i}", "domain": "calm"} for i in range(3)]
    s = game(two_players(a={"deck": deck(3), **({"base": [chimera]} if where == "base" else {})},
                         b={"deck": deck(3, "x"), "rune_deck": runes},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [chimera] if where == "bf1" else []}]))
    ok(s, player="A", end_turn=True)
    o = settle(s)
    assert len(o["players"]["B"]["runes"]) == channelled  # the opponent's Channel Phase too


@exercises("Keeper of Law")
@pytest.mark.parametrize("units", [1, 2])
def test_keeper_of_law_costs_two_and_one_power_less_beside_a_battlefield_of_two(units):
    here = [unit(f"u{i}", 1, controller="A") for i in range(units)]
    s = game(two_players(a={"hand": [official("k", "Keeper of Law")], "energy": 5, "power": {"order": 1}, "deck": deck(3)},
                         b={"deck": deck(3, "x")}, battlefields=[{"id": "bf1", "controller": "A", "units": here}]))
    ok(s, player="A", play="k")
    o = settle(s)
    assert o["cards"]["k"]["zone"] == "base" and o["players"]["A"]["energy"] == 5 - 5 + (2 if units == 2 else 0)
    assert o["players"]["A"]["power"].get("order", 0) == (1 if units == 2 else 0)


@exercises("Swain, Visionary")
@pytest.mark.parametrize("played,score", [(("unit", "gear"), 1), (("unit", "gear", "spell"), 2)])
def test_swain_scores_again_after_a_unit_a_gear_and_a_spell(played, score):
    hand = {"unit": unit("hu", 1, cost=0), "gear": {"id": "hg", "gear": {"cost": 0}},
            "spell": official("hs", "Discipline")}
    s = game(two_players(a={"base": [official("sw", "Swain, Visionary")], "energy": 2, "deck": deck(3),
                            "hand": [hand[k] for k in played]},
                         b={"deck": deck(3, "x")}, battlefields=[{"id": "bf1"}]))
    for k in played:
        card = {"unit": "hu", "gear": "hg", "spell": "hs"}[k]
        ok(s, player="A", play=card, **({"targets": ["sw"]} if k == "spell" else {}))
        settle(s)
    conquer(s, ["sw"])
    o = settle(s)
    assert o["players"]["A"]["score"] == score


@exercises("Zed, From the Shadows")
@pytest.mark.parametrize("paid", [False, True])
def test_zed_from_the_shadows_makes_a_clone_if_a_card_was_discarded(paid):
    s = game(two_players(a={"hand": [official("z", "Zed, From the Shadows"), unit("h", 1)], "energy": 4,
                            "power": {"fury": 1}, "deck": deck(3)}, b={"deck": deck(3, "x")}))
    ok(s, player="A", play="z", **({"additional_cost": True} if paid else {}))
    o = settle(s)
    if o.get("decision"):
        o = ok(s, player="A", choose=["base"])
        o = settle(s)
    clones = [c for c, v in o["cards"].items() if v["token"] and v["name"] == "Shadow Clone"]
    assert len(clones) == (1 if paid else 0) and (o["players"]["A"]["trash"] == ["h"]) is paid


@exercises("Zed, Without a Sound")
def test_zed_without_a_sound_clones_on_conquer_and_swaps_with_it():
    s = game(two_players(a={"base": [official("z", "Zed, Without a Sound")], "energy": 1, "power": {"chaos": 1},
                            "deck": deck(3)}, b={"deck": deck(3, "x")}, battlefields=[{"id": "bf1"}]))
    conquer(s, ["z"])
    o = settle(s)
    clone = next(c for c, v in o["cards"].items() if v["token"] and v["name"] == "Shadow Clone")
    assert o["cards"][clone]["zone"] == "base" and o["cards"]["z"]["zone"] == "bf1"
    ok(s, player="A", activate="z", targets=[clone])
    o = settle(s)
    assert o["cards"]["z"]["zone"] == "base" and o["cards"][clone]["zone"] == "bf1"


@exercises("Oasis Raider")
@pytest.mark.parametrize("a_runes,b_runes,might", [(1, 2, 6), (2, 2, 4)])
def test_oasis_raider_gets_two_and_ganking_when_behind_on_runes(a_runes, b_runes, might):
    rd = [{"id": f"ard{i}", "domain": "fury"} for i in range(4)]
    s = game(two_players(active="B", a={"base": [official("o", "Oasis Raider", controller="A")], "deck": deck(3),
                                        "runes": [{"id": f"ar{i}", "domain": "fury"} for i in range(a_runes)], "rune_deck": rd},
                         b={"deck": deck(3, "x"), "runes": [{"id": f"br{i}", "domain": "calm"} for i in range(b_runes)]}))
    ok(s, player="B", end_turn=True)
    o = settle(s)
    assert o["cards"]["o"]["might"] == might and ("Ganking" in o["cards"]["o"]["keywords"]) is (might == 6)


@exercises("Mask Mother")
def test_mask_mother_pays_one_from_the_trash_when_discarded():
    s = game(two_players(a={"hand": [official("rs", "Ruthless Strike"), official("mm", "Mask Mother")], "energy": 5,
                            "deck": deck(3), "base": [unit("u", 2)]},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    ok(s, player="A", play="rs", targets=["e"], additional_cost=True)
    o = settle(s)
    assert o["players"]["A"]["trash"][0] == "mm" and o["decision"]["kind"] == "choose"
    ok(s, player="A", choose=["u"])
    o = settle(s)
    assert o["cards"]["u"]["might"] == 4 and o["players"]["A"]["energy"] == 1 and o["cards"]["e"]["damage"] == 5


@exercises("Ravenbloom Prefect")
def test_ravenbloom_prefect_banishes_itself_and_an_opponents_gear():
    s = game(two_players(a={"hand": [official("t", "Tools of Empire")], "energy": 4, "deck": deck(3)},
                         b={"deck": deck(3, "x"), "base": [official("rp", "Ravenbloom Prefect", controller="B")]}))
    ok(s, player="A", play="t")
    o = settle(s)
    assert o["decision"]["kind"] == "choose" and o["decision"]["player"] == "B"
    ok(s, player="B", choose="yes")
    o = settle(s)
    assert o["cards"]["t"]["zone"] == "banishment" and o["cards"]["rp"]["zone"] == "banishment"


@exercises("Hungry Wolf")
def test_hungry_wolf_readies_after_you_chose_an_enemy_unit_once_each_turn():
    s = game(two_players(a={"base": [official("w", "Hungry Wolf", exhausted=True)], "power": {"order": 2}, "energy": 1,
                            "hand": [official("st", "Stupefy")], "deck": deck(3)},
                         b={"deck": deck(3, "x"), "base": [unit("e", 3, controller="B")]}))
    refused(s, player="A", activate="w")  # no enemy unit chosen yet
    ok(s, player="A", play="st", targets=["e"])
    settle(s)
    ok(s, player="A", activate="w")
    o = settle(s)
    assert not o["cards"]["w"]["exhausted"] and o["cards"]["w"]["might"] == 5
    refused(s, player="A", activate="w")  # only once each turn


@exercises("Jayce, Brilliant Inventor")
def test_jayce_readies_something_when_played_and_on_the_first_gear_each_turn():
    s = game(two_players(a={"hand": [official("j", "Jayce, Brilliant Inventor"), {"id": "g1", "gear": {"cost": 0}},
                                     {"id": "g2", "gear": {"cost": 0}}],
                            "energy": 6, "power": {"mind": 1}, "deck": deck(3),
                            "base": [unit("tired", 1, exhausted=True), unit("tired2", 1, exhausted=True)]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="A", play="j")
    o = settle(s)
    assert "j" not in o["decision"]["options"] and {"tired", "tired2"} <= set(o["decision"]["options"])
    ok(s, player="A", choose=["tired"])
    assert not settle(s)["cards"]["tired"]["exhausted"]
    ok(s, player="A", play="g1")
    o = settle(s)
    ok(s, player="A", choose=["tired2"])
    assert not settle(s)["cards"]["tired2"]["exhausted"]
    ok(s, player="A", play="g2")
    o = settle(s)
    assert not o.get("decision")  # only the first gear each turn


@exercises("Profiteer")
def test_profiteer_moves_an_empowerment():
    s = game(two_players(a={"hand": [official("p", "Profiteer")], "energy": 4, "deck": deck(3),
                            "base": [official("hf", "Hextech Formula"), official("t", "Tools of Empire"),
                                     official("lm", "Legion Marauder")]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="A", activate="hf", targets=["t"])
    settle(s)
    ok(s, player="A", play="p")
    o = settle(s)
    assert o["decision"]["options"] == ["t"]
    ok(s, player="A", choose=["t"])
    o = settle(s)
    assert "lm" in o["decision"]["options"]
    ok(s, player="A", choose=["lm"])
    o = settle(s)
    assert not o["cards"]["t"]["empowered"] and o["cards"]["lm"]["empowered"] and o["cards"]["lm"]["might"] == 3


@exercises("Tornado Warrior")
def test_tornado_warrior_from_face_down_empowers_something_here_until_end_of_turn():
    s = game(two_players(a={"deck": deck(3)}, b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("lm", "Legion Marauder", controller="A")],
                                        "facedown": [official("tw", "Tornado Warrior", controller="A")]}]))
    ok(s, player="A", play="tw")
    o = settle(s)
    assert "lm" in o["decision"]["options"]
    ok(s, player="A", choose=["lm"])
    o = settle(s)
    assert o["cards"]["lm"]["empowered"] and o["cards"]["lm"]["might"] == 3
    ok(s, player="A", end_turn=True)
    o = settle(s)
    assert not o["cards"]["lm"]["empowered"]


@exercises("Gust Monk")
def test_gust_monk_paid_banishes_from_a_trash_for_assault_two():
    s = game(two_players(a={"hand": [official("gm", "Gust Monk")], "energy": 3, "deck": deck(3), "base": [unit("u", 2)]},
                         b={"deck": deck(3, "x"), "trash": [unit("old", 1, controller="B")]}))
    ok(s, player="A", play="gm", additional_cost=True)
    o = settle(s)
    assert o["decision"]["options"] == ["old"] or o["cards"]["old"]["zone"] == "banishment"
    if o.get("decision") and o["decision"]["options"] == ["old"]:
        o = ok(s, player="A", choose=["old"])
    o = settle(s)
    ok(s, player="A", choose=["u"])
    o = settle(s)
    assert o["cards"]["old"]["zone"] == "banishment" and "Assault 2" in o["cards"]["u"]["keywords"]
    assert o["players"]["A"]["energy"] == 0
