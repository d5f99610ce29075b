"""Effect tests for hand-written card modules that no other test or scenario exercised: each plays (or
triggers, or activates) the card and asserts what its text does to the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises

from reference_engine import catalogue

PASS = {"pass": "priority"}


def resolve_newest(s, first="A", second="B"):
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


@exercises("Sacrifice")
def test_sacrifice_draws_two_and_channels_a_rune_exhausted():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "base": [unit("big", 5), unit("small", 2)],
                            "hand": [{"id": "sac", "card": "Sacrifice"}], "deck": [unit("d1"), unit("d2"), unit("d3")],
                            "rune_deck": [{"id": "r1", "domain": "fury"}, {"id": "r2", "domain": "calm"}]}))
    o = ok(s, player="A", play="sac")  # the only Mighty unit is killed as the cost (356.2.a.1)
    assert o["cards"]["big"]["zone"] == "trash" and o["cards"]["small"]["zone"] == "base"
    o = resolve_newest(s)
    assert sorted(o["players"]["A"]["hand"]) == ["d1", "d2"]
    assert o["players"]["A"]["runes"] == ["r1"] and o["cards"]["r1"]["exhausted"] is True  # 430.1, 430.2.a
    assert o["players"]["A"]["rune_deck"] == ["r2"]


@exercises("Sacrifice")
def test_sacrifice_with_an_empty_rune_deck_still_draws():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "base": [unit("big", 6)],
                            "hand": [{"id": "sac", "card": "Sacrifice"}], "deck": [unit("d1"), unit("d2")]}))
    ok(s, player="A", play="sac")
    o = resolve_newest(s)
    assert sorted(o["players"]["A"]["hand"]) == ["d1", "d2"] and o["players"]["A"]["runes"] == []  # 430.3


DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
SEALS = ("Seal of Rage", "Seal of Focus", "Seal of Insight", "Seal of Strength", "Seal of Discord", "Seal of Unity")
RUNES = tuple(f"{d.capitalize()} Rune" for d in DOMAINS)


@exercises(*RUNES)
@pytest.mark.parametrize("name", RUNES)
def test_a_basic_rune_exhausts_for_energy_or_recycles_for_power_of_its_domain(name):
    domain = name.split()[0].lower()
    s = game(two_players(a={"runes": [{"id": "r", "card": name}], "rune_deck": [{"id": "r2", "domain": "fury"}]}))
    o = ok(s, player="A", activate="r")  # [E]: Add [1] (164.2), resolved at once (429)
    assert o["players"]["A"]["energy"] == 1 and o["cards"]["r"]["exhausted"] is True and o["chain"] == []
    s = game(two_players(a={"runes": [{"id": "r", "card": name}], "rune_deck": [{"id": "r2", "domain": "fury"}]}))
    o = ok(s, player="A", activate="r", ability=2)  # Recycle this: Add [C] of its domain (416.1.b)
    assert o["players"]["A"]["power"] == {domain: 1} and o["players"]["A"]["energy"] == 0
    assert o["players"]["A"]["runes"] == [] and o["players"]["A"]["rune_deck"] == ["r2", "r"]


@exercises(*SEALS)
@pytest.mark.parametrize("name", SEALS)
def test_a_seal_exhausts_for_power_of_its_domain(name):
    domain = catalogue.lookup(name).domains[0]
    s = game(two_players(a={"base": [{"id": "seal", "card": name}]}))
    o = ok(s, player="A", activate="seal")
    assert o["players"]["A"]["power"] == {domain: 1} and o["cards"]["seal"]["exhausted"] is True
    refused(s, player="A", activate="seal")  # exhausted: the cost cannot be paid again


@exercises("Cannon Barrage")
def test_cannon_barrage_deals_two_to_each_enemy_unit_in_combat_only():
    s = game(two_players(a={"base": [unit("a1", 3)], "energy": 4, "power": {"body": 1},
                            "hand": [{"id": "cb", "card": "Cannon Barrage"}]}, b={"base": [unit("home", 1)]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [unit("b1", 3, controller="B"), unit("b2", 1, controller="B")]}]))
    ok(s, player="A", move=["a1"], to="bf1")  # a combat showdown: its Reaction timing allows the play
    ok(s, player="A", play="cb")
    o = resolve_newest(s)
    assert o["cards"]["b1"]["damage"] == 2 and o["cards"]["b2"]["zone"] == "trash"
    assert o["cards"]["a1"]["damage"] == 0 and o["cards"]["home"]["damage"] == 0  # friendly; not in combat


@exercises("Mechanized Menace")
def test_mechanized_menace_gives_its_controllers_mechs_shield():
    mech = {"might": 2, "tags": ["Mech"]}
    o = game(two_players(a={"legend": {"id": "rumble", "card": "Mechanized Menace"},
                            "base": [{"id": "m1", "unit": mech}, unit("plain", 2)]},
                         b={"base": [{"id": "m2", "unit": mech}]})).observe()
    assert o["cards"]["m1"]["keywords"] == ["Shield"]
    assert o["cards"]["plain"]["keywords"] == [] and o["cards"]["m2"]["keywords"] == []
