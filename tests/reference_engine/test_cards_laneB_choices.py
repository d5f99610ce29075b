"""Card lane B: spells whose choices are made by several players as they resolve (King's Edict, Divine
Judgment). Each is played and its effect checked on the observed state."""

from __future__ import annotations

from engine_helpers import game, ok, unit
from exercised import exercises
from cardsC_helpers import drive
from unl_helpers import official


def _pass_round(s, players=("A", "B", "C")):
    for p in players:
        o = ok(s, player=p, **{"pass": "priority"})
    return o


@exercises("King's Edict")
def test_kings_edict_each_other_player_in_turn_order_picks_a_different_unit_to_kill():
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 6, "power": {"order": 2}, "hand": [official("ke", "King's Edict")],
                                "base": [unit("a1", 5)]},
                          "B": {"base": [unit("b1", 2), unit("b2", 2)]},
                          "C": {"base": [unit("c1", 3)]}}})
    ok(s, player="A", play="ke")
    o = _pass_round(s)
    d = o["decision"]
    assert d["player"] == "B" and "a1" not in d["options"] and set(d["options"]) == {"b1", "b2", "c1"}
    o = ok(s, player="B", choose=["c1"])
    d = o["decision"]
    assert d["player"] == "C" and set(d["options"]) == {"b1", "b2"}  # c1 already chosen
    o = ok(s, player="C", choose=["b2"])
    o = drive(s)
    assert o["cards"]["c1"]["zone"] == "trash" and o["cards"]["b2"]["zone"] == "trash"
    assert o["cards"]["b1"]["zone"] == "base" and o["cards"]["a1"]["zone"] == "base"


@exercises("Divine Judgment")
def test_divine_judgment_each_player_keeps_two_of_each_kind_and_recycles_the_rest():
    from engine_helpers import two_players

    s = game(two_players(
        a={"energy": 7, "power": {"order": 2}, "hand": [official("dj", "Divine Judgment"), unit("h1"), unit("h2"), unit("h3")],
           "base": [unit("u1"), unit("u2"), unit("u3"), {"id": "g1", "gear": {}}],
           "runes": [{"id": "r1", "domain": "order"}, {"id": "r2", "domain": "order"}, {"id": "r3", "domain": "fury"}],
           "deck": [unit("d0")]},
        b={"hand": [unit("x1"), unit("x2"), unit("x3")], "base": [unit("v1")], "deck": [unit("y0")]}))
    ok(s, player="A", play="dj")
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    keep = {"u1", "u3", "r2", "r3", "h1", "h2", "x2", "x3"}
    asked = []

    def answer(d):
        asked.append(d["player"])
        return {"choose": [c for c in d["options"] if c in keep]}

    o = drive(s, answer)
    assert asked == ["A", "A", "A", "B"]  # forced choices (one gear, one unit) are not asked
    assert o["players"]["A"]["hand"] == ["h1", "h2"] and o["players"]["B"]["hand"] == ["x2", "x3"]
    assert set(o["players"]["A"]["base"]) == {"u1", "u3", "g1"} and o["players"]["B"]["base"] == ["v1"]
    assert o["players"]["A"]["runes"] == ["r2", "r3"] and "r1" in o["players"]["A"]["rune_deck"]
    assert o["players"]["A"]["deck"][0] == "d0" and set(o["players"]["A"]["deck"][1:]) == {"u2", "h3"}
    assert o["players"]["B"]["deck"] == ["y0", "x1"] and o["cards"]["dj"]["zone"] == "trash"
