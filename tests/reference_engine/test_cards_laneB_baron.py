"""Card lane B: Baron Nashor adds the Baron Pit battlefield token as he is played and enters there; he can't be
chosen by enemy spells and abilities; other friendly units have +2 Might."""

from __future__ import annotations

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises
from cardsC_helpers import drive
from unl_helpers import official


def _play_baron(extra_bfs=(), a_base=()):
    s = game(two_players(a={"energy": 10, "power": {"chaos": 3}, "hand": [official("baron", "Baron Nashor")],
                            "base": list(a_base)},
                         b={"energy": 1, "power": {"fury": 1}, "hand": [official("ray", "Hextech Ray")]},
                         battlefields=[{"id": "bf1"}, *extra_bfs]))
    ok(s, player="A", play="baron")
    return s


@exercises("Baron Nashor", "Baron Pit")
def test_baron_nashor_adds_the_baron_pit_and_enters_it_contesting_it():
    s = _play_baron(a_base=[unit("friend", 2)])
    o = s.observe()
    pits = [b for b, bf in o["battlefields"].items() if bf["name"] == "Baron Pit"]
    assert len(pits) == 1 and o["cards"]["baron"]["zone"] == pits[0]
    assert o["battlefields"][pits[0]]["controller"] is None
    assert not any(e["type"] == "move" and e.get("unit") == "baron" for e in s.events())  # entering, not a move
    assert o["cards"]["friend"]["might"] == 4 and o["cards"]["baron"]["might"] == 12
    assert o["showdown"] is not None and o["showdown"]["at"] == pits[0]  # contested: a non-combat showdown
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["battlefields"][pits[0]]["controller"] == "A" and o["players"]["A"]["score"] == 1  # conquered


@exercises("Baron Nashor")
def test_baron_nashor_enters_where_played_when_the_pit_is_already_there():
    s = _play_baron(extra_bfs=[{"id": "pit", "card": "Baron Pit"}])
    o = drive(s)
    assert o["cards"]["baron"]["zone"] == "base" and len(o["battlefields"]) == 2


@exercises("Baron Nashor")
def test_baron_nashor_cannot_be_chosen_by_enemy_spells():
    s = game(two_players(active="B", b={"energy": 1, "power": {"fury": 1}, "hand": [official("ray", "Hextech Ray")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("baron", "Baron Nashor", controller="A"), unit("friend", 2, controller="A")]}]))
    assert s.observe()["cards"]["friend"]["might"] == 4
    refused(s, "not a legal choice", player="B", play="ray", targets=["baron"])
    ok(s, player="B", play="ray", targets=["friend"])
