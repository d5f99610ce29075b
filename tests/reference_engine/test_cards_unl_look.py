"""Unleashed cards that look at the top of the deck, read what was spent on spells this turn, or read what
happened earlier in the turn: each is played or triggered and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, resolve_top, settle

# -- "spent [4] or more to play a spell this turn" ------------------------------------------------------------


def _with_a_costly_spell(extra_a: dict):
    """A can play Concentrate (5 Energy, draw 2) this turn."""
    return game(two_players(a={"energy": 5, "deck": deck(4), "hand": [official("c", "Concentrate")], **extra_a},
                            b={"deck": deck(2, "x")}))


@exercises("Prepared Neophyte")
def test_prepared_neophyte_has_plus_four_once_four_was_spent_on_a_spell():
    s = _with_a_costly_spell({"base": [official("n", "Prepared Neophyte")]})
    assert s.observe()["cards"]["n"]["might"] == 1
    o = ok(s, player="A", play="c")
    assert o["cards"]["n"]["might"] == 5  # spent as it was played, before it resolves
    resolve_top(s)
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["n"]["might"] == 1


def test_a_cheap_spell_does_not_count_as_spending_four():
    s = game(two_players(a={"energy": 3, "hand": [official("ec", "Eclipse")], "deck": deck(2),
                            "base": [official("n", "Prepared Neophyte")]}, b={"base": [unit("e", 5, controller="B")]}))
    o = ok(s, player="A", play="ec", targets=["e"])
    assert o["cards"]["n"]["might"] == 1


@exercises("Revna the Lorekeeper")
def test_revna_readies_when_you_play_a_spell_you_spent_four_on():
    s = _with_a_costly_spell({"base": [official("r", "Revna the Lorekeeper", exhausted=True)]})
    ok(s, player="A", play="c")
    resolve_top(s)
    o = settle(s)
    assert o["cards"]["r"]["exhausted"] is False


# -- XP gained, deaths earlier this turn -------------------------------------------------------------------


@exercises("Wily Newtfish")
def test_wily_newtfish_has_plus_one_and_ganking_after_you_gain_xp():
    s = game(two_players(a={"xp": 0, "energy": 2, "base": [official("w", "Wily Newtfish")],
                            "hand": [official("dd", "Demacian Diplomat")]}))
    o = s.observe()
    assert o["cards"]["w"]["might"] == 4 and "Ganking" not in o["cards"]["w"]["keywords"]
    ok(s, player="A", play="dd")
    o = resolve_top(s)
    assert o["cards"]["w"]["might"] == 5 and "Ganking" in o["cards"]["w"]["keywords"]
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["w"]["might"] == 4


@exercises("Towering Pairofant")
@pytest.mark.parametrize("kill_first,ready", [(True, True), (False, False)])
def test_towering_pairofant_enters_ready_if_a_unit_died_this_turn(kill_first, ready):
    s = game(two_players(a={"energy": 10, "power": {"fury": 1}, "deck": deck(2),
                            "hand": [official("vs", "Void Seeker"), official("t", "Towering Pairofant")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    if kill_first:
        ok(s, player="A", play="vs", targets=["e"])
        resolve_top(s)
    o = ok(s, player="A", play="t")
    assert o["cards"]["t"]["zone"] == "base" and o["cards"]["t"]["exhausted"] is (not ready)


@exercises("Shadow Watcher")
@pytest.mark.parametrize("died", [True, False])
def test_shadow_watcher_enters_ready_after_a_friendly_death_in_your_beginning_phase(died):
    base = [unit("t", 1, keywords=["Temporary"])] if died else [unit("t", 1)]
    s = game(two_players(active="B", a={"deck": deck(3), "base": base, "hand": [official("sw", "Shadow Watcher")],
                                        "runes": [official(f"r{i}", "Calm Rune") for i in range(5)],
                                        "rune_deck": [official(f"q{i}", "Calm Rune") for i in range(2)]},
                         b={"deck": deck(2, "x")}))
    ok(s, player="B", end_turn=True)  # A's turn: the Temporary unit dies at the start of the Beginning Phase
    o = settle(s)
    assert o["cards"]["t"]["zone"] == ("trash" if died else "base")
    for i in range(4):
        ok(s, player="A", activate=f"r{i}")
    ok(s, player="A", activate="r4", ability=2)  # recycle it for [C]
    o = ok(s, player="A", play="sw")
    assert o["cards"]["sw"]["exhausted"] is (not died)


# -- look at the top cards, reveal one and draw it, recycle the rest ------------------------------------------


def _top(names):
    return [official(cid, name) for cid, name in names]


@exercises("Fate Weaver")
def test_fate_weaver_draws_a_costly_spell_from_the_top_four_and_recycles_the_rest():
    top = _top([("cheap", "Eclipse"), ("big", "Concentrate"), ("u1", "Megatusk"), ("big2", "Concentrate"),
                ("fifth", "Eclipse")])
    s = game(two_players(a={"energy": 5, "hand": [official("fw", "Fate Weaver")], "deck": top}))
    ok(s, player="A", play="fw")
    o = resolve_top(s)
    assert o["decision"]["options"] == ["big", "big2"]  # spells costing 4+, among the top 4
    o = ok(s, player="A", choose=["big2"])
    assert o["players"]["A"]["hand"] == ["big2"]
    assert o["players"]["A"]["deck"] == ["fifth", "cheap", "big", "u1"]
    assert any(e["type"] == "reveal" and e["card"] == "big2" for e in s.events())


@exercises("Double Trouble")
def test_double_trouble_repeated_looks_twice():
    top = _top([("a1", "Megatusk"), ("s1", "Eclipse"), ("s2", "Eclipse"), ("a2", "Vilemaw"), ("s3", "Eclipse"),
                ("s4", "Eclipse")])
    s = game(two_players(a={"energy": 4, "hand": [official("dt", "Double Trouble")], "deck": top}))
    ok(s, player="A", play="dt", repeat=1)
    o = resolve_top(s)
    assert o["decision"]["options"] == ["a1"]
    o = ok(s, player="A", choose=["a1"])
    assert o["decision"]["options"] == ["a2"]  # the second look sees the new top 3
    o = ok(s, player="A", choose=[])
    assert o["players"]["A"]["hand"] == ["a1"] and o["players"]["A"]["deck"][-3:] == ["a2", "s3", "s4"]


@exercises("Ivern, Nurturer")
@pytest.mark.parametrize("pick,buffed", [("poro", True), ("plain", False)])
def test_ivern_nurturer_buffs_a_friendly_unit_after_revealing_a_critter(pick, buffed):
    top = _top([("poro", "Loyal Poro"), ("plain", "Megatusk"), ("s1", "Eclipse")])
    s = game(two_players(a={"energy": 5, "power": {"calm": 1}, "hand": [official("iv", "Ivern, Nurturer")],
                            "deck": top, "base": [unit("f", 2)]}))
    ok(s, player="A", play="iv")
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", choose=[pick])
    if buffed:
        assert o["chain"] and o.get("decision")  # the reflexive ability chooses its friendly unit
        ok(s, player="A", choose=["f"])
        o = resolve_top(s)
    assert o["cards"]["f"]["buffed"] is buffed and o["chain"] == []


@exercises("Rift Herald")
def test_rift_herald_looks_when_it_moves_to_a_battlefield():
    top = _top([("s1", "Eclipse"), ("u1", "Megatusk"), ("s2", "Eclipse")])
    s = game(two_players(a={"base": [official("rh", "Rift Herald")], "deck": top}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["rh"], to="bf1")
    o = resolve_top(s)
    assert o["decision"]["options"] == ["u1"]
    o = ok(s, player="A", choose=["u1"])
    assert o["players"]["A"]["hand"] == ["u1"]


@exercises("Rift Herald")
@pytest.mark.parametrize("answer", [["v"], []])
def test_rift_herald_deathknell_plays_a_unit_ignoring_energy_or_may_be_ignored(answer):
    """The Deathknell may be ignored (no compelled action on private cards of a named type); played, the
    unit costs only its Power."""
    s = game(two_players(active="B", a={"power": {"calm": 2}, "hand": [official("v", "Vilemaw")]},
                         b={"base": [unit("big", 9, controller="B")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("rh", "Rift Herald", controller="A")]}]))
    ok(s, player="B", move=["big"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", **{"pass": "focus"})
    o = resolve_top(s, "A", "B")  # the Deathknell resolves
    assert o["cards"]["rh"]["zone"] == "trash" and o["decision"]["options"] == ["v"]
    o = ok(s, player="A", choose=answer)
    o = settle(s)
    if answer:
        assert o["cards"]["v"]["zone"] == "base" and o["players"]["A"]["power"] == {}
    else:
        assert o["cards"]["v"]["zone"] == "hand" and o["players"]["A"]["power"] == {"calm": 2}
