"""More Unleashed cards: Predict 2, Sprites, extra conquer/hold triggers, stun triggers and cost passives, each
played or triggered and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, drive, first_options, official, resolve_top, settle


def _void_seeker_kills(target_unit: dict, a_extra=None):
    """B (active) plays Void Seeker on A's unit at bf1."""
    s = game(two_players(active="B", a={"deck": deck(3), **(a_extra or {})},
                         b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"), "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [target_unit]}]))
    ok(s, player="B", play="vs", targets=[target_unit["id"]])
    resolve_top(s, "B", "A")
    return s


@exercises("Dramatic Visionary")
def test_dramatic_visionary_predicts_two_on_death():
    s = _void_seeker_kills(official("dv", "Dramatic Visionary", controller="A", damage=1))
    o = settle(s)
    assert o["decision"]["options"] == ["d0", "d1"]
    o = ok(s, player="A", choose=["d0"])  # recycle d0, keep d1 on top
    assert o["players"]["A"]["deck"] == ["d1", "d2", "d0"]


@exercises("Scryer's Bloom")
def test_scryers_bloom_enters_exhausted_then_predicts_draws_and_gains_xp():
    s = game(two_players(a={"energy": 2, "deck": deck(4), "hand": [official("sb", "Scryer's Bloom")]}))
    o = ok(s, player="A", play="sb")
    assert o["cards"]["sb"]["exhausted"] is True
    s = game(two_players(a={"energy": 1, "deck": deck(4), "base": [official("sb", "Scryer's Bloom")]}))
    ok(s, player="A", activate="sb")
    o = s.observe()
    assert o["cards"]["sb"]["zone"] == "trash"
    o = resolve_top(s)
    o = ok(s, player="A", choose=[])  # recycle none
    o = ok(s, player="A", choose=["d1"])  # d1 on top, then d0
    assert o["players"]["A"]["hand"] == ["d1"] and o["players"]["A"]["deck"][:1] == ["d0"] and o["players"]["A"]["xp"] == 1


@exercises("Monch")
@pytest.mark.parametrize("stunned", [True, False])
def test_monch_costs_two_less_and_enters_ready_against_a_stunned_enemy(stunned):
    setup = lambda energy: two_players(a={"energy": energy, "hand": [official("m", "Monch")]},  # noqa: E731
                                       b={"base": [unit("e", controller="B", stunned=stunned)]})
    refused(game(setup(3 if stunned else 5)), player="A", play="m")
    o = ok(game(setup(4 if stunned else 6)), player="A", play="m")
    assert o["cards"]["m"]["zone"] == "base" and o["cards"]["m"]["exhausted"] is (not stunned)


def _sprites(o, player="A"):
    return [c for c in o["players"][player]["base"] if o["cards"][c]["name"] == "Sprite"]


@exercises("Sprite Queen")
def test_sprite_queen_makes_a_sprite_when_played_and_each_beginning_phase():
    s = game(two_players(a={"energy": 7, "power": {"mind": 1}, "deck": deck(3), "hand": [official("q", "Sprite Queen")]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="A", play="q")
    o = resolve_top(s)
    first = _sprites(o)
    assert len(first) == 1 and o["cards"][first[0]]["exhausted"] is False
    ok(s, player="A", end_turn=True)
    ok(s, player="B", end_turn=True)
    o = drive(s, first_options)
    assert o["cards"][first[0]]["zone"] != "base" and len(_sprites(o)) == 1  # the old one died (Temporary)


@exercises("Sprite Fountain")
def test_sprite_fountain_makes_a_sprite_and_another_when_it_dies():
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "deck": deck(3), "hand": [official("f", "Sprite Fountain")]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="A", play="f")
    o = resolve_top(s)
    first = _sprites(o)
    assert len(first) == 1
    ok(s, player="A", end_turn=True)
    ok(s, player="B", end_turn=True)  # A's Beginning Phase: the Fountain and the Sprite die (Temporary)
    o = drive(s, first_options)
    assert o["cards"]["f"]["zone"] == "trash" and len(_sprites(o)) == 1 and _sprites(o) != first


@exercises("Lillia, Fae Fawn")
def test_lillia_fae_fawn_leaves_a_sprite_where_she_was():
    s = game(two_players(a={"base": [official("l", "Lillia, Fae Fawn")]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["l"], to="bf1")
    o = settle(s)
    sprites = _sprites(o)
    assert len(sprites) == 1 and o["cards"][sprites[0]]["exhausted"] is True and "Temporary" in o["cards"][sprites[0]]["keywords"]


@exercises("Red Brambleback")
def test_red_brambleback_doubles_your_conquer_effects_here():
    s = game(two_players(a={"base": [official("rb", "Red Brambleback"), official("g", "Voracious Gromp")]},
                         b={"deck": deck(2, "x")}, battlefields=[{"id": "bf1"}]))
    conquer(s, ["rb", "g"])
    o = s.observe()
    for _ in range(12):
        if o.get("decision"):
            o = ok(s, player="A", **({"choose": ["g"]} if o["decision"]["kind"] == "choose" else
                                    {"order": o["decision"]["options"]}))
        elif o["chain"]:
            ok(s, player="A", **PASS)
            o = ok(s, player="B", **PASS)
        else:
            break
    assert o["players"]["A"]["xp"] == 6  # Gromp's Hunt 3, twice
    assert o["cards"]["g"]["buffed"] is True  # the buff twice: the second finds it buffed (426.1.b.1)


@exercises("Blue Sentinel")
def test_blue_sentinel_adds_power_at_the_start_of_your_next_main_phase():
    s = game(two_players(active="B", a={"deck": deck(3)}, b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("bs", "Blue Sentinel", controller="A")]}]))
    ok(s, player="B", end_turn=True)  # A holds bf1 in the Beginning Phase: two hold triggers
    o = s.observe()
    for _ in range(12):
        if o.get("decision"):
            kind = o["decision"]["kind"]
            o = ok(s, player="A", **({"order": o["decision"]["options"]} if kind == "order-triggers" else {"choose": "calm"}))
        elif o["chain"]:
            ok(s, player="A", **PASS)
            o = ok(s, player="B", **PASS)
        else:
            break
    assert o["phase"] == "main" if "phase" in o else True
    assert o["players"]["A"]["power"] == {"calm": 2}


@exercises("Shadow")
def test_shadow_enters_ready_at_a_battlefield_and_stuns_an_attacker_here():
    s = game(two_players(a={"energy": 3, "hand": [official("sh", "Shadow")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    o = ok(s, player="A", play="sh", to="bf1")
    assert o["cards"]["sh"]["exhausted"] is False
    o = ok(game(two_players(a={"energy": 3, "hand": [official("sh", "Shadow")]})), player="A", play="sh")
    assert o["cards"]["sh"]["exhausted"] is True
    s = game(two_players(active="B", a={"energy": 1, "power": {"calm": 1}, "deck": deck(2)},
                         b={"base": [unit("r", 2, controller="B")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("sh", "Shadow", controller="A")]}]))
    ok(s, player="B", move=["r"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", activate="sh", targets=["r"])
    o = resolve_top(s, "A", "B")
    assert o["cards"]["r"]["stunned"] is True


@exercises("Daisy!")
def test_daisy_costs_one_less_per_tag_and_enters_ready():
    base = [official("p", "Loyal Poro"), official("c", "Alpha Wildclaw")]
    refused(game(two_players(a={"energy": 6, "power": {"calm": 2}, "base": base, "hand": [official("d", "Daisy!")]})),
            player="A", play="d")
    o = ok(game(two_players(a={"energy": 7, "power": {"calm": 2}, "base": base, "hand": [official("d", "Daisy!")]})),
           player="A", play="d")
    assert o["cards"]["d"]["exhausted"] is False and o["players"]["A"]["energy"] == 0


def test_daisy_stuns_when_attacking_with_all_four_tags():
    critters = [official("p", "Loyal Poro"), official("c", "Alpha Wildclaw"), official("dg", "Starhound"),
                official("b", "Crimson Pigeons")]
    s = game(two_players(a={"base": [official("d", "Daisy!"), *critters]}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    ok(s, player="A", move=["d"], to="bf1")
    o = settle(s)
    assert o["cards"]["e"]["stunned"] is True


@exercises("Vex, Mocking")
def test_vex_mocking_follows_a_stunned_enemy_to_its_battlefield():
    s = game(two_players(a={"energy": 3, "deck": deck(2), "base": [official("v", "Vex, Mocking")],
                            "hand": [official("bo", "Back Off")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", play="bo", targets=["e"])
    o = resolve_top(s)
    o = ok(s, player="A", choose="yes")
    o = resolve_top(s)
    assert o["cards"]["v"]["zone"] == "bf1"


@exercises("Shard of Undoing")
def test_shard_of_undoing_makes_each_opponent_kill_a_unit_after_a_beginning_phase_death():
    s = game(two_players(active="B", a={"deck": deck(3), "base": [official("sh", "Shard of Undoing"),
                                                                   official("sp", "Sprite"), official("sp2", "Sprite")]},
                         b={"deck": deck(3, "x"), "base": [unit("b1", 2, controller="B"), unit("b2", 5, controller="B")]}))
    ok(s, player="B", end_turn=True)  # both Sprites die together: one trigger
    o = drive(s, lambda d: {"order": d["options"]} if d["kind"] == "order-triggers" else {"choose": ["b1"]})
    assert o["cards"]["b1"]["zone"] == "trash" and o["cards"]["b2"]["zone"] == "base"


@exercises("Nami, Headstrong")
def test_nami_headstrong_stuns_if_the_additional_cost_was_paid():
    s = game(two_players(a={"energy": 3, "power": {"calm": 1}, "hand": [official("n", "Nami, Headstrong")]},
                         b={"base": [unit("e", controller="B")]}))
    ok(s, player="A", play="n", additional_cost=True)
    o = resolve_top(s)
    assert o["cards"]["e"]["stunned"] is True
    s = game(two_players(a={"energy": 3, "hand": [official("n", "Nami, Headstrong")]}, b={"base": [unit("e", controller="B")]}))
    o = ok(s, player="A", play="n")
    assert o["chain"] == [] and o["cards"]["e"]["stunned"] is False


def test_nami_headstrong_holding_readies_and_buffs_the_next_unit_you_play():
    s = game(two_players(active="B", a={"deck": deck(3), "hand": [{"id": "n1", "unit": {"might": 1, "cost": 0}},
                                                                   {"id": "n2", "unit": {"might": 1, "cost": 0}}]},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("nami", "Nami, Headstrong", controller="A")]}]))
    ok(s, player="B", end_turn=True)
    o = drive(s, first_options)  # the hold trigger resolves: the delayed ability waits
    ok(s, player="A", play="n1")
    o = drive(s, first_options)
    assert o["cards"]["n1"]["exhausted"] is False and o["cards"]["n1"]["buffed"] is True
    o = ok(s, player="A", play="n2")
    assert o["chain"] == [] and o["cards"]["n2"]["exhausted"] is True and o["cards"]["n2"]["buffed"] is False


@exercises("Heedless Resurrection")
def test_heedless_resurrection_with_repeat_kills_once_and_plays_two_units():
    a = {"energy": 4, "power": {"chaos": 3}, "hand": [official("hr", "Heedless Resurrection")],
         "base": [official("tp", "Temporal Portal"), unit("fodder", 5, cost=5)],
         "trash": [unit("r1", 3, cost=3), unit("r2", 2, cost=2), unit("big", 6, cost=6)]}
    s = game(two_players(a=a))
    ok(s, player="A", activate="tp")
    resolve_top(s)  # the next spell has Repeat equal to its cost
    refused(s, player="A", play="hr", repeat=1, targets=["r1", "big"])  # the repeat's unit costs more than any
    ok(s, player="A", play="hr", repeat=1, targets=["r1", "r2"])
    o = resolve_top(s)
    assert [o["cards"][u]["zone"] for u in ("r1", "r2", "fodder", "big")] == ["base", "base", "trash", "trash"]
    assert o["players"]["A"]["energy"] == 0 and o["chain"] == []
