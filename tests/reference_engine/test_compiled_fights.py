"""Might-valued damage from compiled specs: "They deal damage equal to their Mights to each other" (each the
dealer of its damage, 417.6.b.3; both Mights read before either is dealt), "We deal ..." (the source and
the chosen unit), "It deals damage equal to its Might to ..." and "Deal damage equal to my Might to ...";
"Choose ..." sentences that choose the targets (355.5)."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, refused, unit
from exercised import exercises

from reference_engine.catalogue.compile_effects import compile_card

ALL_POWER = {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}


def _board(hand=(), base=()) -> dict:
    return {"turn": {"active": "A", "phase": "main"},
            "battlefields": [{"id": "bf1", "controller": "B", "units": [unit("be", 3, controller="B")]},
                             {"id": "bf2", "controller": "A", "units": [unit("bu", 4, controller="A")]}],
            "players": {"A": {"energy": 20, "power": ALL_POWER, "hand": list(hand),
                              "base": [unit("a", 5)] + list(base)},
                        "B": {"base": [unit("e", 2), unit("big", 9)]}}}


def _resolve(s) -> dict:
    o = s.observe()
    while o["chain"] or o["decision"]:
        assert not o["decision"], o["decision"]
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    return o


@pytest.mark.parametrize("line", ["They deal damage equal to their Mights to each other.",  # nothing chosen
                                  "Choose a unit. They deal damage equal to their Mights to each other.",  # one
                                  "Choose two gear.", "It deals damage equal to its Might to a unit."])
def test_a_fight_or_a_dealer_needs_its_units_chosen_before(line):
    assert compile_card("spell", [line]) is None


def test_we_is_about_the_source_so_a_spell_cannot_say_it():
    assert compile_card("spell", ["Choose an enemy unit. We deal damage equal to our Mights to each other."]) is None
    assert compile_card("spell", ["Deal damage equal to my Might to a unit."]) is None


@exercises("Clash of Giants", "Challenge", "Marching Orders")
@pytest.mark.parametrize("card,targets", [("Clash of Giants", ["a", "e"]), ("Challenge", ["a", "e"]),
                                          ("Marching Orders", ["a", "be"])])
def test_two_chosen_units_deal_damage_equal_to_their_mights_to_each_other(card, targets):
    s = game(_board([{"id": "x", "card": card}]))
    ok(s, player="A", play="x", targets=targets)
    o = _resolve(s)
    mine, theirs = targets
    might = {"a": 5, "e": 2, "be": 3}
    assert o["cards"][mine]["damage"] == might[theirs]  # a survives: 5 Might, 2 or 3 damage
    assert o["cards"][theirs]["zone"] == "trash"  # 5 damage kills it


def test_marching_orders_wants_its_enemy_at_a_battlefield_and_its_friend_anywhere():
    s = game(_board([{"id": "x", "card": "Marching Orders"}]))
    refused(s, player="A", play="x", targets=["a", "e"])  # e is in a base
    refused(s, player="A", play="x", targets=["e", "be"])  # the first must be friendly
    ok(s, player="A", play="x", targets=["bu", "be"])


@exercises("Gentlemen's Duel")
def test_gentlemens_duel_buffs_then_fights_with_the_buffed_might():
    s = game(_board([{"id": "x", "card": "Gentlemen's Duel"}]))
    ok(s, player="A", play="x", targets=["a", "big"])
    o = _resolve(s)
    assert o["cards"]["big"]["damage"] == 8  # 5 + 3 this turn, read as it resolves
    assert o["cards"]["a"]["zone"] == "trash"  # 9 damage against 8 Might


@exercises("Carnivorous Snapvine")
def test_snapvine_and_the_enemy_it_chooses_deal_damage_to_each_other():
    s = game(_board([{"id": "x", "card": "Carnivorous Snapvine"}]))
    ok(s, player="A", play="x")
    o = s.observe()
    while o["chain"] and not o["decision"]:
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    if o["decision"]:
        assert o["decision"]["options"] == ["be"]  # an enemy unit at a battlefield
        o = ok(s, player="A", choose=["be"])
    o = _resolve(s)
    assert o["cards"]["be"]["zone"] == "trash" and o["cards"]["x"]["damage"] == 3


@exercises("Last Breath")
def test_last_breath_readies_a_friendly_unit_which_deals_its_might():
    board = _board([{"id": "x", "card": "Last Breath"}])
    board["players"]["A"]["base"][0]["exhausted"] = True
    s = game(board)
    refused(s, player="A", play="x", targets=["a", "e"])  # e is not at a battlefield
    ok(s, player="A", play="x", targets=["a", "be"])
    o = _resolve(s)
    assert o["cards"]["a"]["exhausted"] is False and o["cards"]["a"]["damage"] == 0  # it only deals
    assert o["cards"]["be"]["zone"] == "trash"


@exercises("Yasuo, Remorseful")
def test_yasuo_deals_damage_equal_to_his_might_to_an_enemy_unit_here_when_he_attacks():
    board = _board(base=[{"id": "x", "card": "Yasuo, Remorseful"}])
    board["battlefields"][0]["units"] = [unit("be", 5, controller="B"), unit("be2", 7, controller="B")]
    s = game(board)
    o = ok(s, player="A", move=["x"], to="bf1")
    chose = False
    for _ in range(10):
        if o["decision"] and o["decision"]["player"] == "A" and o["decision"]["kind"] == "choose":
            assert sorted(o["decision"]["options"]) == ["be", "be2"]
            o, chose = ok(s, player="A", choose=["be2"]), True
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            break
    assert chose and o["showdown"] is not None  # the trigger resolved; combat damage has not come yet
    assert o["cards"]["be2"]["damage"] == 6 and o["cards"]["be"]["damage"] == 0  # his 6 Might
