"""Unleashed cards that move units, replace damage, or play from the trash: each is played or triggered and
its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, drive, first_options, official, resolve_top, settle


@exercises("Lotus Trap")
def test_lotus_trap_doubles_damage_to_the_unit_this_turn():
    s = game(two_players(a={"energy": 6, "power": {"fury": 2}, "deck": deck(3),
                            "hand": [official("lt", "Lotus Trap"), official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 12, controller="B")]}]))
    ok(s, player="A", play="lt", targets=["e"])
    resolve_top(s)
    ok(s, player="A", play="vs", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["damage"] == 8
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["e"]["damage"] == 0


@exercises("Imposing Challenger")
def test_imposing_challenger_pushes_a_weaker_enemy_to_another_battlefield():
    s = game(two_players(a={"base": [official("ic", "Imposing Challenger")]}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("weak", 2, controller="B"),
                                                                                  unit("strong", 6, controller="B")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("z", 1, controller="B")]}]))
    ok(s, player="A", move=["ic"], to="bf1")
    o = s.observe()
    assert o["decision"]["options"] == ["weak"]
    ok(s, player="A", choose=["weak"])
    o = resolve_top(s)
    assert o["cards"]["weak"]["zone"] == "bf2"


@exercises("Iascylla")
def test_iascylla_pulls_an_enemy_to_the_held_battlefield_next_main_phase():
    s = game(two_players(active="B", a={"deck": deck(3)}, b={"deck": deck(3, "x"), "base": [unit("e", 2, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("ia", "Iascylla", controller="A")]}]))
    ok(s, player="B", end_turn=True)
    o = drive(s, lambda d: {"choose": ["e"]} if d["kind"] == "choose" else {"order": d["options"]})
    assert o["cards"]["e"]["zone"] == "bf1"


@exercises("Evelynn, Entrancing")
def test_evelynn_played_from_face_down_on_your_turn_pulls_an_enemy_in():
    s = game(two_players(a={"deck": deck(2)}, b={"base": [unit("e", 2, controller="B")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("g", controller="A")],
                                        "facedown": [official("ev", "Evelynn, Entrancing", controller="A")]}],
                         turn={"active": "A", "phase": "main", "number": 3}))
    ok(s, player="A", play="ev", hidden=True)
    o = drive(s, lambda d: {"choose": ["e"]})
    assert o["cards"]["ev"]["zone"] == "bf1" and o["cards"]["e"]["zone"] == "bf1"


@exercises("Hwei, Brooding Painter")
@pytest.mark.parametrize("discarded,check", [("sp", "drew"), ("un", "might")])
def test_hwei_draws_discards_and_acts_on_the_discarded_type(discarded, check):
    s = game(two_players(a={"base": [official("h", "Hwei, Brooding Painter")], "deck": deck(3),
                            "hand": [official("sp", "Eclipse"), unit("un")]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["h"], to="bf1")
    o = resolve_top(s)
    o = ok(s, player="A", choose=[discarded])
    assert o["cards"][discarded]["zone"] == "trash"
    if check == "drew":
        assert "d1" in o["players"]["A"]["hand"]
    else:
        assert o["cards"]["h"]["might"] == 8


@exercises("Undying Loyalty")
def test_undying_loyalty_plays_a_cheap_unit_from_the_trash_and_costs_less_for_a_critter():
    s = game(two_players(a={"energy": 0, "power": {"order": 1}, "hand": [official("ul", "Undying Loyalty")],
                            "trash": [official("p", "Lonely Poro"), official("big", "Vilemaw")]}))
    refused(s, player="A", play="ul", targets=["big"])  # costs too much to be played this way
    ok(s, player="A", play="ul", targets=["p"])  # [2] less for a Poro: only [A] left
    o = drive(s, lambda d: {"choose": ["base"]} if "base" in d["options"] else first_options(d))
    assert o["cards"]["p"]["zone"] == "base"
    s = game(two_players(a={"energy": 1, "power": {"order": 1}, "hand": [official("ul", "Undying Loyalty")],
                            "trash": [unit("plain", 1, cost=1)]}))
    refused(s, player="A", play="ul", targets=["plain"])  # no discount: [2][A] needed


@exercises("Smoke and Mirrors")
def test_smoke_and_mirrors_swaps_two_of_your_units_if_one_has_temporary():
    s = game(two_players(a={"energy": 2, "deck": deck(2), "hand": [official("sm", "Smoke and Mirrors")],
                            "base": [official("sp", "Sprite")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    refused(s, player="A", play="sm", targets=["sp", "sp"])
    ok(s, player="A", play="sm", targets=["sp", "u"])
    o = resolve_top(s)
    assert o["cards"]["sp"]["zone"] == "bf1" and o["cards"]["u"]["zone"] == "base" and o["players"]["A"]["hand"] == ["d0"]


def test_smoke_and_mirrors_without_temporary_only_draws():
    s = game(two_players(a={"energy": 2, "deck": deck(2), "hand": [official("sm", "Smoke and Mirrors")],
                            "base": [unit("b")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    ok(s, player="A", play="sm", targets=["b", "u"])
    o = resolve_top(s)
    assert o["cards"]["b"]["zone"] == "base" and o["cards"]["u"]["zone"] == "bf1" and o["players"]["A"]["hand"] == ["d0"]


@exercises("Tricksy Tentacles")
def test_tricksy_tentacles_moves_a_small_group_of_one_players_units_to_one_place():
    def start():
        return game(two_players(a={"energy": 4, "power": {"calm": 1}, "hand": [official("tt", "Tricksy Tentacles")]},
                                b={"base": [unit("b1", 3, controller="B"), unit("b2", 5, controller="B"),
                                            unit("b3", 1, controller="B")]},
                                battlefields=[{"id": "bf1", "controller": "A", "units": [unit("a", controller="A")]}]))
    refused(start(), player="A", play="tt", targets=["b1", "b2", "b3"], to="bf1")  # 9 Might: too much
    s = start()
    ok(s, player="A", play="tt", targets=["b1", "b2"], to="bf1")
    o = resolve_top(s)
    assert o["cards"]["b1"]["zone"] == "bf1" and o["cards"]["b2"]["zone"] == "bf1" and o["cards"]["b3"]["zone"] == "base"


@exercises("Skyward Strike")
@pytest.mark.parametrize("xp", [6, 5])
def test_skyward_strike_moves_an_enemy_and_stuns_another_at_level_six(xp):
    s = game(two_players(a={"xp": xp, "energy": 2, "power": {"calm": 1}, "hand": [official("ss", "Skyward Strike")]},
                         b={"base": [unit("b1", controller="B"), unit("b2", controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("a", controller="A")]}]))
    if xp < 6:
        refused(s, player="A", play="ss", targets=["b1", "b2"], to="bf1")
        ok(s, player="A", play="ss", targets=["b1"], to="bf1")
    else:
        ok(s, player="A", play="ss", targets=["b1", "b2"], to="bf1")
    o = resolve_top(s)
    assert o["cards"]["b1"]["zone"] == "bf1" and o["cards"]["b2"]["stunned"] is (xp >= 6)


@exercises("Blast Cone")
def test_blast_cone_moves_an_enemy_when_played_then_may_stun_a_unit_you_move():
    s = game(two_players(a={"energy": 4, "power": {"chaos": 1}, "hand": [official("bc", "Blast Cone")]},
                         b={"base": [unit("e", 2, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("a", controller="A")]}]))
    ok(s, player="A", play="bc")
    o = ok(s, player="A", choose=["e"])
    o = resolve_top(s)  # the only other place it can go is bf1: no question
    assert o["cards"]["e"]["zone"] == "bf1"
    o = ok(s, player="A", choose="yes")  # exhaust it to stun the moved unit
    o = resolve_top(s)
    assert o["cards"]["e"]["stunned"] is True and o["cards"]["bc"]["exhausted"] is True


@exercises("Cursed Sarcophagus")
def test_cursed_sarcophagus_banishes_trash_units_and_plays_one_for_its_cost():
    s = game(two_players(a={"energy": 6, "power": {"chaos": 1}, "hand": [official("cs", "Cursed Sarcophagus")],
                            "trash": [unit("t1", 2, cost=2), official("sp", "Eclipse")]}))
    ok(s, player="A", play="cs")
    o = resolve_top(s)
    assert o["cards"]["t1"]["zone"] == "banishment" and o["cards"]["sp"]["zone"] == "trash"
    o = ok(s, player="A", activate="cs")
    o = drive(s, lambda d: {"choose": ["t1"]} if "t1" in d["options"] else {"choose": ["base"]})
    assert o["cards"]["t1"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # paid [2]


@exercises("Maduli the Gatekeeper")
def test_maduli_cannot_be_readied():
    s = game(two_players(active="B", a={"deck": deck(3), "base": [official("m", "Maduli the Gatekeeper", exhausted=True),
                                                                   unit("u", exhausted=True)]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="B", end_turn=True)  # A's Awaken Phase readies everything A controls (315.1.b)
    o = drive(s, first_options)
    assert o["cards"]["u"]["exhausted"] is False and o["cards"]["m"]["exhausted"] is True


def test_maduli_moves_to_an_enemy_battlefield_it_outweighs():
    s = game(two_players(a={"power": {"chaos": 1}, "base": [official("m", "Maduli the Gatekeeper")]}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e1", 3, controller="B"),
                                                                                  unit("e2", 2, controller="B")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e3", 6, controller="B")]}]))
    ok(s, player="A", activate="m")
    o = resolve_top(s)  # 6 Might: more than 5 at bf1, not more than 6 at bf2 -- forced
    assert o["cards"]["m"]["zone"] == "bf1"


@exercises("Void Assault")
def test_void_assault_moves_a_friendly_then_an_enemy_unit():
    s = game(two_players(a={"energy": 2, "power": {"body": 1}, "hand": [official("va", "Void Assault")], "base": [unit("f", 3)]},
                         b={"base": [unit("e", 2, controller="B")], "deck": deck(2, "x")}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", play="va", targets=["f", "e"])
    o = resolve_top(s)  # each has one place to go: bf1
    assert o["cards"]["f"]["zone"] == "bf1" and o["cards"]["e"]["zone"] == "bf1"


@exercises("Stalking Wolf")
def test_stalking_wolf_kills_a_critter_as_its_cost():
    s = game(two_players(a={"energy": 4, "power": {"order": 1}, "hand": [official("w", "Stalking Wolf")],
                            "base": [official("p", "Loyal Poro"), unit("plain")], "deck": deck(2)}))
    ok(s, player="A", play="w")
    o = s.observe()
    assert o["cards"]["p"]["zone"] == "trash" and o["cards"]["plain"]["zone"] == "base"
    refused(game(two_players(a={"energy": 4, "power": {"order": 1}, "hand": [official("w", "Stalking Wolf")],
                                "base": [unit("plain")]})), player="A", play="w")


def test_stalking_wolf_may_be_played_to_its_critters_battlefield_killing_that_one():
    s = game(two_players(a={"energy": 4, "power": {"order": 1}, "hand": [official("w", "Stalking Wolf")], "deck": deck(2),
                            "base": [official("home", "Loyal Poro")]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [official("p", "Loyal Poro", controller="A"),
                                                                                  unit("e", 9, controller="B")]}]))
    o = ok(s, player="A", play="w", to="bf1")
    assert o["cards"]["p"]["zone"] == "trash" and o["cards"]["home"]["zone"] == "base"
    o = drive(s, first_options)
    assert o["cards"]["w"]["zone"] == "bf1"


@exercises("Jhin, Murderous Artist")
def test_jhin_murderous_artist_adds_as_he_moves_without_a_chain():
    s = game(two_players(a={"base": [official("j", "Jhin, Murderous Artist")]}, battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", move=["j"], to="bf1")
    assert o["decision"]["kind"] == "choose"  # the domain of [A], as the [Add] resolves at once (429.2)
    o = ok(s, player="A", choose="fury")
    assert o["players"]["A"]["energy"] == 1 and o["players"]["A"]["power"] == {"fury": 1} and o["chain"] == []
