"""Unleashed gear and units with activated abilities, hand reveals, Gold and delayed returns: each is played,
triggered or activated and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, drive, first_options, official, resolve_top, settle


@exercises("Honeyfruit")
def test_honeyfruit_enters_exhausted_and_adds_power_or_more_at_level_six():
    o = ok(game(two_players(a={"energy": 2, "hand": [official("h", "Honeyfruit")]})), player="A", play="h")
    assert o["cards"]["h"]["exhausted"] is True
    s = game(two_players(a={"base": [official("h", "Honeyfruit")]}))
    o = ok(s, player="A", activate="h")
    o = ok(s, player="A", choose="mind")
    assert o["players"]["A"]["power"] == {"mind": 1} and o["chain"] == []
    refused(game(two_players(a={"xp": 5, "base": [official("h", "Honeyfruit")]})), "6+ XP", player="A", activate="h",
            ability=2)
    s = game(two_players(a={"xp": 6, "base": [official("h", "Honeyfruit")]}))
    ok(s, player="A", activate="h", ability=2)
    o = ok(s, player="A", choose="calm")
    assert o["players"]["A"]["energy"] == 1 and o["players"]["A"]["power"] == {"calm": 1}


@exercises("Ultrasoft Poro")
def test_ultrasoft_poro_makes_two_birds_from_a_battlefield_only():
    refused(game(two_players(a={"base": [official("u", "Ultrasoft Poro")]})), "battlefield", player="A", activate="u")
    s = game(two_players(battlefields=[{"id": "bf1", "controller": "A", "units": [official("u", "Ultrasoft Poro", controller="A")]}]))
    ok(s, player="A", activate="u")
    o = resolve_top(s)
    birds = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Bird"]
    assert len(birds) == 2 and all("Deflect" in o["cards"][b]["keywords"] for b in birds)


@exercises("Allay, Eager Admirer")
def test_allay_gives_your_other_units_here_deflect():
    o = game(two_players(a={"base": [unit("home")]}, b={"base": []},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("al", "Allay, Eager Admirer", controller="A"), unit("u", controller="A")]}])).observe()
    assert "Deflect" in o["cards"]["u"]["keywords"] and "Deflect" not in o["cards"]["home"]["keywords"]
    o = game(two_players(a={"base": [official("al", "Allay, Eager Admirer"), unit("u")]})).observe()
    assert "Deflect" not in o["cards"]["u"]["keywords"]  # not at a battlefield


@exercises("Scuttle Crab")
def test_scuttle_crab_draws_on_play_and_reveals_a_hand_and_gains_xp_on_death():
    s = game(two_players(a={"energy": 2, "deck": deck(2), "hand": [official("sc", "Scuttle Crab")]}))
    ok(s, player="A", play="sc")
    o = resolve_top(s)
    assert o["players"]["A"]["hand"] == ["d0"]
    s = game(two_players(active="B", a={"deck": deck(2)},
                         b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"), "hand": [official("vs", "Void Seeker"),
                                                                                             unit("secret")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("sc", "Scuttle Crab", controller="A")]}]))
    ok(s, player="B", play="vs", targets=["sc"])
    resolve_top(s, "B", "A")
    o = settle(s)
    assert o["players"]["A"]["xp"] == 1
    assert any(e["type"] == "reveal" and e["card"] == "secret" for e in s.events())


@exercises("Yeti Brawler")
@pytest.mark.parametrize("defender,golds", [(3, 2), (4, 0)])
def test_yeti_brawler_makes_gold_after_three_excess_damage(defender, golds):
    s = game(two_players(a={"base": [official("y", "Yeti Brawler")]}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", defender, controller="B")]}]))
    ok(s, player="A", move=["y"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", **{"pass": "focus"})
    o = drive(s, first_options)
    gold = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Gold"]
    assert o["battlefields"]["bf1"]["controller"] == "A" and len(gold) == golds
    assert all(o["cards"][c]["exhausted"] for c in gold)


@exercises("Pyke, Returned")
def test_pyke_returned_makes_one_gold_a_turn_for_enemy_deaths():
    s = game(two_players(a={"energy": 8, "power": {"fury": 2}, "deck": deck(3),
                            "hand": [official("v1", "Void Seeker"), official("v2", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("p", "Pyke, Returned", controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e1", 1, controller="B"),
                                                                                  unit("e2", 1, controller="B")]}]))
    for spell, target in (("v1", "e1"), ("v2", "e2")):
        ok(s, player="A", play=spell, targets=[target])
        resolve_top(s)
        o = settle(s)
    gold = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Gold"]
    assert o["cards"]["e2"]["zone"] == "trash" and len(gold) == 1


@exercises("Insightful Investigator")
@pytest.mark.parametrize("xp", [2, 1])
def test_insightful_investigator_pays_two_xp_to_make_them_discard_and_draw(xp):
    s = game(two_players(a={"xp": xp, "energy": 3, "hand": [official("ii", "Insightful Investigator")]},
                         b={"hand": [unit("h1"), unit("h2")], "deck": deck(2, "x")}))
    ok(s, player="A", play="ii")
    o = resolve_top(s)
    if xp >= 2:
        o = ok(s, player="A", choose=["h2"])
        assert o["cards"]["h2"]["zone"] == "trash" and o["players"]["B"]["hand"] == ["h1", "x0"] and o["players"]["A"]["xp"] == 0
    else:
        assert o.get("decision") is None and o["players"]["B"]["hand"] == ["h1", "h2"]


@exercises("Ashe, Focused")
def test_ashe_focused_banishes_a_revealed_card_until_they_hold():
    s = game(two_players(a={"energy": 5, "power": {"order": 1}, "deck": deck(3), "hand": [official("a", "Ashe, Focused")]},
                         b={"hand": [unit("h1"), unit("h2")], "deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", controller="B")]}]))
    ok(s, player="A", play="a")
    o = resolve_top(s)
    o = ok(s, player="A", choose=["h2"])
    assert o["cards"]["h2"]["zone"] == "banishment"
    ok(s, player="A", end_turn=True)  # B's Beginning Phase: B holds bf1
    o = drive(s, first_options)
    assert o["cards"]["h2"]["zone"] == "hand"


@exercises("Moonfall")
def test_moonfall_pulls_an_enemy_in_and_weakens_the_enemies_there():
    s = game(two_players(a={"energy": 3, "power": {"mind": 1}, "hand": [official("m", "Moonfall")]},
                         b={"base": [unit("far", 4, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 2, controller="A")]}]))
    ok(s, player="A", play="m", targets=["bf1", "far"])
    o = resolve_top(s)
    assert o["cards"]["far"]["zone"] == "bf1" and o["cards"]["far"]["might"] == 2 and o["cards"]["u"]["might"] == 2


@exercises("Gutter Palace")
@pytest.mark.parametrize("hand,wins", [(4, True), (3, False)])
def test_gutter_palace_wins_with_four_cards_and_four_units(hand, wins):
    s = game(two_players(active="B", a={"deck": deck(3), "hand": [unit(f"h{i}") for i in range(hand)],
                                        "base": [official("gp", "Gutter Palace")]},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit(f"u{i}", controller="A") for i in range(4)]}]))
    ok(s, player="B", end_turn=True)
    o = drive(s, first_options)
    assert (o.get("winner") == "A" or any(e["type"] == "win" for e in s.events())) is wins


def test_gutter_palace_discards_for_a_bird():
    s = game(two_players(a={"base": [official("gp", "Gutter Palace")], "hand": [unit("h1")]}))
    ok(s, player="A", activate="gp")
    o = resolve_top(s)
    assert o["cards"]["h1"]["zone"] == "trash" and any(o["cards"][c]["name"] == "Bird" for c in o["players"]["A"]["base"])
