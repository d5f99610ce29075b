"""Discounts (356.4): applied one at a time in the order that costs least (356.4.d), each minimum limiting
only its own discount (356.4.e); a discount of Power of any domain reduces additional costs too (356.4.f)."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


def _blast_game(energy, empowered=True):
    s = game(two_players(
        a={"energy": energy + (3 if empowered else 0), "power": {"mind": 1},
           "base": [{"id": "r", "card": "Applied Researchers"}], "hand": [{"id": "blast", "card": "Shock Blast"}]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 5, controller="B")]}]))
    if empowered:
        ok(s, player="A", activate="r")
        ok(s, player="A", **{"pass": "priority"})
        ok(s, player="B", **{"pass": "priority"})
    return s


def test_two_discounts_in_the_cheaper_order_make_the_spell_free():
    s = _blast_game(0)
    o = ok(s, player="A", play="blast", targets=["bu"])
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"].get("mind", 0) == 1  # power discounted


def test_without_discounts_the_full_cost_is_due():
    s = _blast_game(2, empowered=False)
    refused(s, "energy", player="A", play="blast", targets=["bu"])


def test_a_minimum_limits_only_its_own_discount():
    s = game(two_players(
        a={"energy": 1, "power": {"fury": 1}, "base": [{"id": "vex", "card": "Vex, Cheerless"}],
           "hand": [{"id": "ray", "card": "Hextech Ray"}]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}]))
    ok(s, player="A", move=["vex"], to="bf1")
    o = ok(s, player="A", play="ray", targets=["bu"])  # 1 Energy stays (minimum 1), the Fury Power is discounted
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"]["fury"] == 1


def test_a_delayed_discount_is_used_up_by_the_next_card_only():
    s = game(two_players(
        a={"energy": 9, "hand": [{"id": "heron", "card": "Astral Heron"}, {"id": "s1", "card": "Stupefy"},
                                 {"id": "s2", "card": "Stupefy"}], "deck": [unit("a1"), unit("a2")]},
        b={"base": [unit("bu", 3)]},
        battlefields=[{"id": "bf1", "controller": "A", "units": [unit("au", 1, controller="A")]}]))
    ok(s, player="A", play="heron", to="bf1")
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["players"]["A"]["energy"] == 2
    assert ok(s, player="A", play="s1", targets=["bu"])["players"]["A"]["energy"] == 2
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})
    assert ok(s, player="A", play="s2", targets=["bu"])["players"]["A"]["energy"] == 1


@exercises("Ezreal, Prodigy")
def test_an_optional_cost_discount_does_not_touch_a_mandatory_additional_cost():
    s = game(two_players(
        a={"energy": 1, "power": {"fury": 1}, "base": [{"id": "ez", "card": "Ezreal, Prodigy"}],
           "hand": [{"id": "ray", "card": "Hextech Ray"}]},
        battlefields=[{"id": "bf1", "controller": "B",
                       "units": [unit("bu", 2, controller="B", keywords=["Deflect"])]}]))
    refused(s, "Deflect", player="A", play="ray", targets=["bu"])


def test_an_optional_cost_discount_applies_to_accelerate():
    s = game(two_players(
        a={"energy": 3, "base": [{"id": "ez", "card": "Ezreal, Prodigy"}],
           "hand": [{"id": "u", "unit": {"might": 2, "cost": 2, "keywords": ["Accelerate"]}}]}))
    o = ok(s, player="A", play="u", accelerate=True)
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose="power")
    assert o["players"]["A"]["energy"] == 0 and o["cards"]["u"]["exhausted"] is False
