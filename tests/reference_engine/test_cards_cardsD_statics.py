"""Card lane D, conditional passives (364): "[Empowered][>] I have ...", "I have +1 [S] for each ...",
"Your units have ...", "I don't deal combat damage unless ...", an Equipment's conditional Effect Text,
multiple Empowerment (441.1.c.1) and "any number in a deck" (002 over 103.2.b). Each card is played,
activated or triggered, and its effect read from the observed state."""

from __future__ import annotations

import random

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import drive, first_options, official, settle

from reference_engine import catalogue
from reference_engine import deck as decks
from reference_engine import selfplay


def _activate_and_resolve(s, card, ability=1, **extra):
    ok(s, player="A", activate=card, ability=ability, **extra)
    return settle(s)


# -- Empowered statics (828) -----------------------------------------------------------------------------


@exercises("Legion Marauder")
@pytest.mark.parametrize("ability,pool", [(1, {"energy": 1}), (2, {"power": {"body": 1}})])
def test_legion_marauder_empowers_for_either_cost_then_has_plus_one(ability, pool):
    s = game(two_players(a={"base": [official("lm", "Legion Marauder")], **pool}, b={"deck": deck(2, "x")}))
    assert s.observe()["cards"]["lm"]["might"] == 2
    o = _activate_and_resolve(s, "lm", ability)
    assert o["cards"]["lm"]["empowered"] and o["cards"]["lm"]["might"] == 3
    assert o["players"]["A"]["energy"] == 0 and not o["players"]["A"]["power"]
    refused(s, player="A", activate="lm", ability=1)  # already Empowered (827.1.c.1)


@exercises("Punching Poro")
def test_punching_poro_discards_to_empower_and_gets_plus_one():
    s = game(two_players(a={"base": [official("pp", "Punching Poro")], "hand": [unit("h", 1)]}, b={"deck": deck(2, "x")}))
    o = _activate_and_resolve(s, "pp")
    assert o["players"]["A"]["trash"] == ["h"] and o["cards"]["pp"]["empowered"] and o["cards"]["pp"]["might"] == 3


def test_punching_poro_cannot_empower_with_an_empty_hand():
    s = game(two_players(a={"base": [official("pp", "Punching Poro")]}, b={"deck": deck(2, "x")}))
    refused(s, player="A", activate="pp")


@exercises("Mournful Witness")
def test_mournful_witness_empowers_when_its_combat_ends():
    s = game(two_players(a={"base": [official("mw", "Mournful Witness")], "deck": deck(2)}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", move=["mw"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", **{"pass": "focus"})
    o = settle(s)
    assert o["cards"]["e"]["zone"] == "trash" and o["cards"]["mw"]["zone"] == "bf1"
    assert o["cards"]["mw"]["empowered"] and o["cards"]["mw"]["might"] == 4


def test_mournful_witness_not_in_the_combat_stays_unempowered():
    s = game(two_players(a={"base": [official("mw", "Mournful Witness"), unit("u", 3)], "deck": deck(2)},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", move=["u"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", **{"pass": "focus"})
    o = settle(s)
    assert o["cards"]["e"]["zone"] == "trash" and not o["cards"]["mw"]["empowered"] and o["cards"]["mw"]["might"] == 2


@exercises("Rage Amplifier")
def test_rage_amplifier_gives_your_units_one_then_two_when_empowered():
    s = game(two_players(a={"base": [official("ra", "Rage Amplifier"), unit("u", 3)], "energy": 6,
                            "power": {"fury": 1}},
                         b={"base": [unit("e", 3, controller="B")], "deck": deck(2, "x")}))
    o = s.observe()
    assert o["cards"]["u"]["might"] == 4 and o["cards"]["e"]["might"] == 3
    o = _activate_and_resolve(s, "ra")
    assert o["cards"]["ra"]["empowered"] and o["cards"]["u"]["might"] == 5 and o["cards"]["e"]["might"] == 3


@exercises("Kayle, Justified")
def test_kayle_empowers_three_times_for_six_might_deflect_and_ganking():
    s = game(two_players(a={"base": [official("k", "Kayle, Justified")], "energy": 12}, b={"deck": deck(2, "x")}))
    for times in (1, 2):
        o = _activate_and_resolve(s, "k")
        assert o["cards"]["k"]["might"] == 3 + 2 * times and "Ganking" not in o["cards"]["k"]["keywords"]
    o = _activate_and_resolve(s, "k")
    assert o["cards"]["k"]["might"] == 9 and {"Deflect 3", "Ganking"} <= set(o["cards"]["k"]["keywords"])
    refused(s, player="A", activate="k", ability=1)  # a fourth time: not permitted (441.1.c.1)
    assert s.observe()["players"]["A"]["energy"] == 3


# -- counted and located statics ---------------------------------------------------------------------------


@exercises("Repair Specialist")
def test_repair_specialist_has_assault_equal_to_your_gear():
    s = game(two_players(a={"base": [official("rs", "Repair Specialist"), {"id": "g1", "gear": {}},
                                     {"id": "g2", "gear": {}}]},
                         b={"base": [{"id": "g3", "gear": {}, "controller": "B"}], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    assert "Assault 2" in s.observe()["cards"]["rs"]["keywords"]
    ok(s, player="A", move=["rs"], to="bf1")
    o = s.observe()
    assert o["cards"]["rs"]["designation"] == "attacker" and o["cards"]["rs"]["might"] == 5  # 3 + Assault 2


def test_repair_specialist_without_gear_has_no_assault():
    s = game(two_players(a={"base": [official("rs", "Repair Specialist")]}))
    assert not any(k.startswith("Assault") for k in s.observe()["cards"]["rs"]["keywords"])


@exercises("Spiderling")
def test_spiderling_counts_other_friendly_spiderlings_here():
    spiders = [official(f"s{i}", "Spiderling", controller="A") for i in range(3)]
    s = game(two_players(a={"base": [official("s9", "Spiderling")]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": spiders + [
                             official("sb", "Spiderling", controller="B"), unit("u", 2, controller="A")]}]))
    o = s.observe()
    assert [o["cards"][f"s{i}"]["might"] for i in range(3)] == [3, 3, 3]  # 1 + two others here
    assert o["cards"]["s9"]["might"] == 1 and o["cards"]["sb"]["might"] == 1  # elsewhere / not friendly


def _deck_with_domain(domain: str) -> dict:
    pool = selfplay.pool()
    for seed in range(200):
        d = selfplay.random_deck(random.Random(seed), pool)
        if domain in catalogue.lookup(d["legend"]).domains:
            return d
    raise AssertionError(f"no random legal deck has {domain}")


@exercises("Spiderling")
def test_any_number_of_spiderlings_in_a_deck():
    d = _deck_with_domain("chaos")
    d["main"] = [e for e in d["main"] if e["card"] != "Spiderling"]
    d["main"].append({"card": "Spiderling", "count": 6})
    assert sum(1 for c in decks.check(d, "A").main if c.facts.name == "Spiderling") == 6  # 002 over 103.2.b
    other = next(e for e in d["main"] if e["card"] not in ("Spiderling", d["champion"])
                 and "Unique" not in catalogue.lookup(e["card"]).keywords)
    other["count"] = 4
    with pytest.raises(decks.DeckError):
        decks.check(d, "A")  # the limit still holds for every other name


def _protector_combat(friends: int):
    here = [official("sp", "Sacred Protector", controller="A")] + [unit(f"f{i}", 1, controller="A") for i in range(friends)]
    return game(two_players(active="B", a={"deck": deck(2)}, b={"base": [unit("e", 8, controller="B")], "deck": deck(2, "x")},
                            battlefields=[{"id": "bf1", "controller": "A", "units": here}]))


@exercises("Sacred Protector")
@pytest.mark.parametrize("friends,dealt", [(0, 0), (1, 7), (2, 2)])
def test_sacred_protector_deals_combat_damage_only_beside_exactly_one_friend(friends, dealt):
    s = _protector_combat(friends)
    ok(s, player="B", move=["e"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", **{"pass": "focus"})
    drive(s, lambda d: {"assign": d["example"]} if d["kind"] == "assign-damage" else first_options(d))
    totals = [e["total"] for e in s.events() if e["type"] == "assigned" and e["player"] == "A"]
    assert totals == [dealt]  # 465.2.a: 6 from the Protector only beside exactly one friend, +1 a friend


@exercises("Hand Hammer")
def test_hand_hammer_adds_two_beside_exactly_one_other_friendly_unit():
    s = game(two_players(a={"base": [official("hh", "Hand Hammer")], "power": {"calm": 1}, "deck": deck(2)},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 2, controller="A")]}]))
    ok(s, player="A", activate="hh", targets=["u"])
    o = settle(s)
    assert o["cards"]["hh"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 3  # alone: only the +1
    s2 = game(two_players(a={"base": [official("hh", "Hand Hammer")], "power": {"calm": 1}, "deck": deck(2)},
                          b={"deck": deck(2, "x")},
                          battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 2, controller="A"),
                                                                                   unit("v", 1, controller="A")]}]))
    ok(s2, player="A", activate="hh", targets=["u"])
    o = settle(s2)
    assert o["cards"]["u"]["might"] == 5 and o["cards"]["v"]["might"] == 1  # 2 + 1 + 2; the other unit gets none


# -- triggered abilities with conditional statics ------------------------------------------------------------


@exercises("Kennen, Keeper of Balance")
def test_kennen_pays_two_to_stun_a_unit_when_played():
    s = game(two_players(a={"hand": [official("k", "Kennen, Keeper of Balance")], "energy": 5, "power": {"order": 1},
                            "deck": deck(2)},
                         b={"base": [unit("e", 3, controller="B")], "deck": deck(2, "x")}))
    ok(s, player="A", play="k")
    o = settle(s)
    assert o["decision"]["kind"] == "choose" and "e" in o["decision"]["options"]
    ok(s, player="A", choose=["e"])
    o = settle(s)
    assert o["cards"]["e"]["stunned"] and o["players"]["A"]["energy"] == 0
    assert o["cards"]["k"]["might"] == 2  # the stunned enemy is not here


def test_kennen_may_decline_to_pay():
    s = game(two_players(a={"hand": [official("k", "Kennen, Keeper of Balance")], "energy": 5, "power": {"order": 1}},
                         b={"base": [unit("e", 3, controller="B")], "deck": deck(2, "x")}))
    ok(s, player="A", play="k")
    settle(s)
    ok(s, player="A", choose=[])
    o = settle(s)
    assert not o["cards"]["e"]["stunned"] and o["players"]["A"]["energy"] == 2


@exercises("Kennen, Keeper of Balance")
def test_kennen_has_plus_two_while_an_enemy_unit_here_is_stunned():
    s = game(two_players(a={"deck": deck(2)}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "units": [official("k", "Kennen, Keeper of Balance", controller="A"),
                                                              unit("e", 3, controller="B", stunned=True)]},
                                       {"id": "bf2", "units": [unit("f", 3, controller="B", stunned=True)]}]))
    o = s.observe()
    assert o["cards"]["k"]["might"] == 4
    s = game(two_players(a={"deck": deck(2)}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "units": [official("k", "Kennen, Keeper of Balance", controller="A"),
                                                              unit("e", 3, controller="B")]},
                                       {"id": "bf2", "units": [unit("f", 3, controller="B", stunned=True)]}]))
    assert s.observe()["cards"]["k"]["might"] == 2  # the stunned enemy is elsewhere


@exercises("Illaoi, Prophet of the Great Kraken")
def test_illaoi_plays_a_tentacle_and_counts_token_units():
    s = game(two_players(a={"hand": [official("il", "Illaoi, Prophet of the Great Kraken")], "energy": 6, "deck": deck(2)},
                         b={"deck": deck(2, "x")}))
    ok(s, player="A", play="il")
    o = settle(s)
    if o.get("decision"):
        o = ok(s, player="A", choose=["base"])
        o = settle(s)
    tokens = [c for c, v in o["cards"].items() if v["token"] and v["zone"] == "base"]
    assert len(tokens) == 1 and o["cards"][tokens[0]]["name"] == "Tentacle" and o["cards"][tokens[0]]["might"] == 1
    assert o["cards"]["il"]["might"] == 5  # 4 + one token unit


@exercises("Renekton, Brute")
def test_renekton_empowers_when_his_might_becomes_ten():
    s = game(two_players(a={"base": [official("r", "Renekton, Brute")], "energy": 6}, b={"deck": deck(2, "x")}))
    for n in range(5):
        o = _activate_and_resolve(s, "r")
        assert o["cards"]["r"]["might"] == 5 + n and not o["cards"]["r"]["empowered"]
    o = _activate_and_resolve(s, "r")
    assert o["cards"]["r"]["might"] == 10 and o["cards"]["r"]["empowered"]
    assert {"Deflect", "Ganking"} <= set(o["cards"]["r"]["keywords"])

