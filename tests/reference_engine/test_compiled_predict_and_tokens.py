"""Predict N (436) and unit tokens played without a location (355.2.a, 185.2.a), from compiled specs; and a
spell whose text has several instruction lines (one effect, top to bottom, 359.3.d)."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, unit
from exercised import exercises

ALL_POWER = {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}


def _board(hand: list, **extra_a) -> dict:
    return {"turn": {"active": "A", "phase": "main"},
            "battlefields": [{"id": "bf1", "controller": "A", "units": [unit("bu", 2, controller="A")]},
                             {"id": "bf2", "controller": "B", "units": [unit("be", 2, controller="B")]}],
            "players": {"A": {"energy": 20, "power": ALL_POWER, "hand": hand,
                              "deck": [unit(f"d{i}") for i in range(1, 8)], **extra_a},
                        "B": {"base": [unit("e", 9)]}}}


def _until_decision(s) -> dict:
    o = s.observe()
    while not o["decision"]:
        assert o["chain"], "no question came"
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    return o


def _resolve(s, answers: list) -> dict:
    o = s.observe()
    for _ in range(40):
        if o["decision"]:
            assert answers, o["decision"]
            o = ok(s, player=o["decision"]["player"], choose=answers.pop(0))
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            assert not answers, answers
            return o
    raise AssertionError("did not come to rest")


@exercises("Clairvoyance")
def test_predict_5_recycles_the_chosen_cards_and_puts_the_rest_back_in_the_chosen_order_then_draws():
    s = game(_board([{"id": "x", "card": "Clairvoyance"}]))
    ok(s, player="A", play="x")
    o = _until_decision(s)
    d = o["decision"]
    assert d["options"] == ["d1", "d2", "d3", "d4", "d5"] and d["minimum"] == 0 and d["maximum"] == 5
    o = _resolve(s, [["d2", "d4"], "d5", "d1"])  # recycle two; then d5 on top, then d1, then d3 (436.1.a)
    deck = o["players"]["A"]["deck"]
    assert deck[-2:] == ["d2", "d4"]  # recycled to the bottom
    assert o["players"]["A"]["hand"] == ["d5", "d1"]  # the spell's next line: draw 2 from the new top
    assert deck[:3] == ["d3", "d6", "d7"]


@exercises("Eclipse")
@pytest.mark.parametrize("recycle", [True, False])
def test_eclipse_gives_minus_4_then_predicts_the_top_card(recycle):
    s = game(_board([{"id": "x", "card": "Eclipse"}]))
    ok(s, player="A", play="x", targets=["e"])
    o = _until_decision(s)
    assert o["decision"]["options"] == ["d1"]
    o = _resolve(s, [["d1"] if recycle else []])
    assert o["cards"]["e"]["might"] == 5
    assert (o["players"]["A"]["deck"][-1] == "d1") is recycle and (o["players"]["A"]["deck"][0] == "d1") is not recycle


@exercises("Recruit the Vanguard")
def test_tokens_without_a_location_are_played_each_where_its_player_chooses():
    s = game(_board([{"id": "x", "card": "Recruit the Vanguard"}]))
    ok(s, player="A", play="x")
    o = _until_decision(s)
    assert o["decision"]["options"] == ["base", "bf1"]  # not bf2, which B controls (355.2.a)
    o = _resolve(s, ["bf1", "base", "bf1", "base"])
    tokens = [c for c in o["cards"].values() if c["token"] and c["name"] == "Recruit"]
    assert sorted(c["zone"] for c in tokens) == ["base", "base", "bf1", "bf1"]
    assert all(c["might"] == 1 and c["exhausted"] for c in tokens)


@exercises("Falling Star")
def test_a_spell_with_two_instruction_lines_chooses_for_each_and_does_both():
    s = game(_board([{"id": "x", "card": "Falling Star"}]))
    ok(s, player="A", play="x", targets=["e", "be"])
    o = _resolve(s, [])
    assert o["cards"]["e"]["damage"] == 3 and o["cards"]["be"]["zone"] == "trash"
