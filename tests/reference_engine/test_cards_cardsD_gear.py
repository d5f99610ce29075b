"""Card lane D, Vendetta gear: Empower abilities with [T] (827.1.c.2), abilities that disempower as a cost
(442), an [Add] reading the Empowered state (429), a gear given to another player (188-192) and an
Equipment's "can't be moved by enemy spells and abilities". Each is activated or triggered and its effect
read from the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, settle


def _gear(card, a=None, b=None, battlefields=None, active="A"):
    a = dict(a or {})
    a.setdefault("deck", deck(3))
    a["base"] = [official("g", card)] + list(a.get("base", []))
    return game(two_players(a=a, b=b or {"deck": deck(3, "x")}, battlefields=battlefields or [], active=active))


def _use(s, ability, player="A", **extra):
    ok(s, player=player, activate="g", ability=ability, **extra)
    return settle(s)


@exercises("Questionable Tome")
def test_questionable_tome_empowers_by_exhausting():
    s = _gear("Questionable Tome")
    refused(s, player="A", activate="g", ability=2)  # not Empowered yet
    o = _use(s, 1)
    assert o["cards"]["g"]["empowered"] and o["cards"]["g"]["exhausted"]
    refused(s, player="A", activate="g", ability=2)  # exhausted


@exercises("Questionable Tome")
def test_questionable_tome_disempowers_to_draw():
    s = _gear("Questionable Tome", a={"energy": 1, "base": [official("hf", "Hextech Formula")]})
    ok(s, player="A", activate="hf", targets=["g"])  # Empowered, and still ready
    settle(s)
    o = _use(s, 2)
    assert not o["cards"]["g"]["empowered"] and o["cards"]["g"]["exhausted"] and len(o["players"]["A"]["hand"]) == 1
    assert o["players"]["A"]["energy"] == 0


@exercises("Hextech Disc")
def test_hextech_disc_empowers_by_exhausting_and_disempowers_for_a_mech():
    s = _gear("Hextech Disc")
    o = _use(s, 1)
    assert o["cards"]["g"]["empowered"] and o["cards"]["g"]["exhausted"]
    s = _gear("Hextech Disc", a={"energy": 1, "base": [official("hf", "Hextech Formula")]})
    ok(s, player="A", activate="hf", targets=["g"])
    settle(s)
    o = _use(s, 2)
    mechs = [c for c, v in o["cards"].items() if v["token"] and v["name"] == "Mech"]
    assert len(mechs) == 1 and o["cards"][mechs[0]]["zone"] == "base" and o["cards"][mechs[0]]["might"] == 3
    assert not o["cards"]["g"]["empowered"]


@exercises("Platewyrm Egg")
def test_platewyrm_egg_enters_exhausted():
    s = game(two_players(a={"hand": [official("g", "Platewyrm Egg")], "energy": 3, "deck": deck(3)}, b={"deck": deck(3, "x")}))
    ok(s, player="A", play="g")
    assert settle(s)["cards"]["g"]["exhausted"]


@exercises("Platewyrm Egg")
def test_platewyrm_egg_adds_one_or_two_once_empowered():
    s = _gear("Platewyrm Egg")
    o = ok(s, player="A", activate="g", ability=2)
    assert o["players"]["A"]["energy"] == 1 and not o["chain"]  # [Add] [1], no chain (429)
    s = _gear("Platewyrm Egg", a={"energy": 1})
    o = _use(s, 1)
    assert o["cards"]["g"]["empowered"] and o["cards"]["g"]["exhausted"] and o["players"]["A"]["energy"] == 0
    s = _gear("Platewyrm Egg", a={"base": [official("hf", "Hextech Formula")]})
    ok(s, player="A", activate="hf", targets=["g"])
    settle(s)
    o = ok(s, player="A", activate="g", ability=2)
    assert o["players"]["A"]["energy"] == 2


@exercises("Tools of Empire")
@pytest.mark.parametrize("empowered,might", [(False, 4), (True, 6)])
def test_tools_of_empire_gives_two_or_four(empowered, might):
    s = _gear("Tools of Empire", a={"energy": 2, "base": [unit("u", 2)]})
    if empowered:
        _use(s, 1)
    o = _use(s, 2, targets=["u"])
    assert o["cards"]["u"]["might"] == might and o["cards"]["g"]["exhausted"]


@exercises("Hextech Formula")
def test_hextech_formula_enters_exhausted():
    s = game(two_players(a={"hand": [official("g", "Hextech Formula")], "energy": 2, "deck": deck(3)}, b={"deck": deck(3, "x")}))
    ok(s, player="A", play="g")
    assert settle(s)["cards"]["g"]["exhausted"]


@exercises("Hextech Formula")
def test_hextech_formula_empowers_another_gear():
    s = _gear("Hextech Formula", a={"base": [official("t", "Tools of Empire")]})
    refused(s, player="A", activate="g", ability=1, targets=["g"])  # another gear
    o = _use(s, 1, targets=["t"])
    assert o["cards"]["t"]["empowered"] and not o["cards"]["g"]["empowered"] and o["cards"]["g"]["exhausted"]


@exercises("Glowstone")
def test_glowstone_goes_off_at_the_end_of_its_controllers_turn():
    s = _gear("Glowstone", a={"base": [unit("mine", 4)]}, b={"deck": deck(3, "x"), "base": [unit("theirs", 3, controller="B")]})
    ok(s, player="A", end_turn=True)
    o = settle(s)
    assert o["cards"]["g"]["zone"] == "trash" and o["cards"]["mine"]["zone"] == "trash"
    assert o["cards"]["theirs"]["zone"] == "base"


@exercises("Glowstone")
def test_glowstone_handed_to_the_opponent_goes_off_at_the_end_of_their_turn():
    s = _gear("Glowstone", a={"power": {"fury": 2}, "base": [unit("mine", 4)]},
              b={"deck": deck(3, "x"), "base": [unit("theirs", 3, controller="B"), unit("big", 7, controller="B")]})
    refused(s, player="A", activate="g", ability=2, targets=["B"])  # not Empowered
    _use(s, 1)
    o = _use(s, 2, targets=["B"])
    assert o["cards"]["g"]["controller"] == "B" and "g" in o["players"]["B"]["base"] and not o["cards"]["g"]["empowered"]
    ok(s, player="A", end_turn=True)
    o = settle(s)
    assert o["cards"]["g"]["zone"] == "base" and o["cards"]["mine"]["zone"] == "base"  # not A's turn to end
    ok(s, player="B", end_turn=True)
    o = settle(s)
    assert o["cards"]["g"]["zone"] == "trash" and o["players"]["A"]["trash"] == ["g"]  # its owner's trash
    assert o["cards"]["theirs"]["zone"] == "trash" and o["cards"]["big"]["zone"] == "base"
    assert o["cards"]["mine"]["zone"] == "base"


@exercises("Jagged Cutlass")
def test_jagged_cutlass_stops_enemy_spells_moving_its_unit():
    runes = [{"id": f"r{i}", "domain": "calm"} for i in range(3)]
    s = game(two_players(a={"base": [official("g", "Jagged Cutlass")], "power": {"body": 1}, "deck": deck(3)},
                         b={"deck": deck(3, "x"), "runes": runes, "hand": [official("sd", "Shadow Dash")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 2, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", activate="g", targets=["u"])
    o = settle(s)
    assert o["cards"]["g"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 4
    ok(s, player="A", end_turn=True)
    settle(s)
    for r, ability in (("r0", 1), ("r1", 1), ("r2", 2)):
        ok(s, player="B", activate=r, ability=ability)
    ok(s, player="B", play="sd", targets=["u"], to="bf2")
    o = settle(s)
    assert o["cards"]["sd"]["zone"] == "trash" and o["cards"]["u"]["zone"] == "bf1"  # ignored (359.3.e.6)


def test_jagged_cutlass_does_not_stop_its_controllers_own_moves():
    s = game(two_players(a={"base": [official("g", "Jagged Cutlass")], "power": {"body": 1, "chaos": 1}, "energy": 2,
                            "deck": deck(3), "hand": [official("ts", "Twilight Step")]},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 1, controller="A")]}]))
    ok(s, player="A", activate="g", targets=["u"])
    settle(s)
    ok(s, player="A", play="ts", targets=["u"], to="base")
    o = settle(s)
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["g"]["zone"] == "base"
