"""Effect tests for hand-written card modules that no other test or scenario exercised: each plays (or
triggers, or activates) the card and asserts what its text does to the observed state."""

from __future__ import annotations

from engine_helpers import game, ok, two_players, unit
from exercised import exercises

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
