"""Plays from the trash (``zone_plays``: a card's own "play me from your trash for [Cost]", 366.1, 356.1.a) and
the lane B cards that play or return themselves or others from the trash."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import drive, first_options, official, resolve_top, settle


def _legion(energy=3, power=None, played_first=True):
    s = game(two_players(a={"energy": energy + 1, "power": power if power is not None else {"fury": 1},
                            "hand": [unit("cheap", 1, cost=1)], "trash": [official("ul", "Undying Legion")]}))
    if played_first:
        ok(s, player="A", play="cheap")
        settle(s)
    return s


@exercises("Undying Legion")
def test_undying_legion_plays_from_the_trash_for_three_and_c_with_legion():
    s = _legion()
    assert {"player": "A", "play": "ul"} in s.legal_actions()
    ok(s, player="A", play="ul")
    o = settle(s)
    assert o["cards"]["ul"]["zone"] == "base"
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"].get("fury", 0) == 0


def test_undying_legion_without_legion_stays_in_the_trash():
    s = _legion(played_first=False)
    refused(s, player="A", play="ul")
    assert {"player": "A", "play": "ul"} not in s.legal_actions()


def test_undying_legion_needs_power_of_its_domain():
    s = _legion(power={"calm": 1})
    refused(s, player="A", play="ul")


def _death_from_below(might):
    return game(two_players(a={"energy": 8, "power": {"fury": 1, "calm": 1, "chaos": 1},
                               "hand": [official("dfb", "Death from Below")]},
                            battlefields=[{"id": "bf1", "controller": "B", "units": [
                                unit("e", might, controller="B"), unit("e2", 2, controller="B")]}]))


@exercises("Death from Below")
def test_death_from_below_may_be_played_again_from_the_trash_for_any_power():
    s = _death_from_below(3)
    ok(s, player="A", play="dfb", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["zone"] == "trash" and o["cards"]["dfb"]["zone"] == "trash"
    assert [c["ref"] for c in o["chain"]] == ["dfb.trigger"]
    o = drive(s, lambda d: {"choose": "yes"} if d["options"] == ["yes", "no"] else first_options(d))
    assert o["cards"]["e2"]["zone"] == "trash"  # the second play killed the other one (its only target)
    assert o["players"]["A"]["energy"] == 4 and sum(o["players"]["A"]["power"].values()) == 1


def test_death_from_below_on_a_big_unit_does_not_come_back():
    s = _death_from_below(4)
    ok(s, player="A", play="dfb", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["zone"] == "trash" and not o["chain"] and not o.get("decision")


@exercises("Flame Chompers")
@pytest.mark.parametrize("pay", [True, False])
def test_flame_chompers_discarded_may_pay_c_to_be_played(pay):
    s = game(two_players(a={"energy": 3, "power": {"fury": 2}, "hand": [official("ge", "Get Excited!"),
                                                                       official("fc", "Flame Chompers")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    ok(s, player="A", play="ge", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["fc"]["zone"] == "trash" and o["cards"]["e"]["damage"] == 3
    o = drive(s, lambda d: {"choose": "yes" if pay else "no"} if d["options"] == ["yes", "no"] else first_options(d))
    assert o["cards"]["fc"]["zone"] == ("base" if pay else "trash")
    assert o["players"]["A"]["power"].get("fury", 0) == (0 if pay else 1)


@exercises("Super Mega Death Rocket!")
def test_super_mega_death_rocket_deals_five_and_returns_when_you_conquer():
    from engine_helpers import conquer
    s = game(two_players(a={"energy": 4, "power": {"fury": 1}, "hand": [official("r", "Super Mega Death Rocket!"),
                                                                       unit("h")],
                            "base": [unit("u", 2)]},
                         b={"base": [unit("e", 6, controller="B")]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", play="r", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["damage"] == 5 and o["cards"]["r"]["zone"] == "trash"
    conquer(s, ["u"])
    o = drive(s, lambda d: {"choose": ["h"]} if "h" in d["options"] else {"choose": "yes"})
    assert o["cards"]["r"]["zone"] == "hand" and o["cards"]["h"]["zone"] == "trash"


@exercises("Last Rites")
def test_last_rites_equips_by_recycling_two_and_plays_a_unit_from_the_trash_on_conquer():
    from engine_helpers import conquer
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "base": [official("lr", "Last Rites"), unit("u", 2)],
                            "trash": [unit("t1"), unit("t2"), unit("back", 2, cost=3)]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", activate="lr", targets=["u"])
    o = s.observe()
    o = ok(s, player="A", choose=["t1", "t2"]) if o.get("decision") else o
    o = resolve_top(s)
    assert o["cards"]["lr"]["attached_to"] == "u" and o["players"]["A"]["deck"] == ["t1", "t2"]
    conquer(s, ["u"])
    o = drive(s, lambda d: {"choose": ["back"]} if "back" in d["options"] else first_options(d))
    assert o["cards"]["back"]["zone"] == "base" and o["players"]["A"]["energy"] == 0
