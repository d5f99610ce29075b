"""Unleashed units and gear with attack, play, draw and score triggers, and spells with relative targets:
each is played or triggered and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, official, resolve_top, settle


def _attack(attacker, defenders, a_extra=None, b_extra=None, with_units=()):
    s = game(two_players(a={"base": [attacker, *with_units], **(a_extra or {})}, b={"deck": deck(2, "x"), **(b_extra or {})},
                         battlefields=[{"id": "bf1", "controller": "B", "units": defenders}]))
    ok(s, player="A", move=[attacker["id"], *[u["id"] for u in with_units]], to="bf1")
    return s


@exercises("Sinister Poro")
def test_sinister_poro_pays_one_to_send_an_enemy_here_home():
    s = _attack(official("p", "Sinister Poro"), [unit("e1", 3, controller="B"), unit("e2", 3, controller="B")],
                a_extra={"energy": 1})
    o = ok(s, player="A", choose=["e1"])
    assert o["players"]["A"]["energy"] == 0
    o = resolve_top(s)
    assert o["cards"]["e1"]["zone"] == "base" and o["cards"]["e2"]["zone"] == "bf1"


@exercises("Icevale Archer")
def test_icevale_archer_pays_one_to_weaken_a_unit_here():
    s = _attack(official("a", "Icevale Archer"), [unit("e1", 3, controller="B")], a_extra={"energy": 1})
    ok(s, player="A", choose=["e1"])
    o = resolve_top(s)
    assert o["cards"]["e1"]["might"] == 2 and o["players"]["A"]["energy"] == 0


def test_icevale_archer_without_the_energy_is_not_asked():
    s = _attack(official("a", "Icevale Archer"), [unit("e1", 3, controller="B")])
    o = s.observe()
    assert o.get("decision") is None and o["chain"] == []


@exercises("Yuumi, Magical Cat")
def test_yuumi_gives_another_unit_here_three_and_tank():
    s = _attack(official("y", "Yuumi, Magical Cat"), [unit("e1", 9, controller="B")], with_units=[unit("f", 2)])
    o = settle(s)
    assert o["cards"]["f"]["might"] == 5 and "Tank" in o["cards"]["f"]["keywords"] and o["cards"]["y"]["might"] == 1


@exercises("Mischievous Marai")
def test_mischievous_marai_played_to_a_battlefield_deals_two_to_an_enemy_there():
    s = game(two_players(a={"energy": 2, "power": {"fury": 1}, "hand": [official("m", "Mischievous Marai")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("mine", controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("far", 5, controller="B")]}]))
    o = ok(s, player="A", play="m", to="bf1")
    assert o["chain"] == []  # no enemy unit there: no legal target (402.4)
    s = game(two_players(a={"energy": 2, "hand": [official("m", "Mischievous Marai")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("mine", controller="A")]}],
                         b={"base": [unit("home", 5, controller="B")]}))
    o = ok(s, player="A", play="m")  # to base: no trigger
    assert o["cards"]["m"]["zone"] == "base" and o["chain"] == []


def test_mischievous_marai_played_from_hidden_into_a_combat_deals_two():
    s = game(two_players(active="B", a={"deck": deck(2)}, b={"base": [unit("r", 5, controller="B")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("g", 1, controller="A")],
                                        "facedown": [official("m", "Mischievous Marai", controller="A")]}]))
    ok(s, player="B", move=["r"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    o = ok(s, player="A", play="m", hidden=True)
    assert o["cards"]["m"]["zone"] == "bf1"
    o = resolve_top(s, "A", "B")
    assert o["cards"]["r"]["damage"] == 2


@exercises("Katarina, Reckless")
def test_katarina_readies_when_you_hide_a_card():
    s = game(two_players(a={"power": {"fury": 1}, "base": [official("k", "Katarina, Reckless", exhausted=True)],
                            "hand": [official("bo", "Back Off")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    ok(s, player="A", hide="bo", at="bf1")
    o = resolve_top(s)
    assert o["cards"]["k"]["exhausted"] is False


@exercises("Fresh Beans")
def test_fresh_beans_draws_for_a_unit_played_during_a_showdown():
    s = game(two_players(active="B", a={"deck": deck(2), "base": [official("fb", "Fresh Beans")],
                                        "hand": [official("v", "Vilemaw")], "energy": 8, "power": {"calm": 2}},
                         b={"base": [unit("raider", 2, controller="B")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("g", 5, controller="A")]}]))
    ok(s, player="B", move=["raider"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", play="v", to="bf1")  # Ambush: a Reaction play during the combat's showdown
    o = ok(s, player="A", choose="yes")
    assert o["cards"]["fb"]["exhausted"] is True
    o = resolve_top(s, "A", "B")
    assert "d0" in o["players"]["A"]["hand"]


@exercises("Frigid Jewel")
def test_frigid_jewel_triggers_on_the_second_draw_of_the_turn():
    s = game(two_players(a={"energy": 5, "deck": deck(4), "base": [official("fj", "Frigid Jewel"), unit("u", 2)],
                            "hand": [official("c", "Concentrate")]}))
    ok(s, player="A", play="c")  # draws 2: the second one triggers
    o = resolve_top(s)
    assert o["chain"] and o["chain"][-1]["source"] == "fj"
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 4


@exercises("Petal Pixie")
def test_petal_pixie_counts_your_temporary_units_at_its_battlefield():
    o = game(two_players(battlefields=[{"id": "bf1", "controller": "A", "units": [
        official("pp", "Petal Pixie", controller="A"), official("sp", "Sprite", controller="A"),
        official("sp2", "Sprite", controller="A")]}])).observe()
    assert o["cards"]["pp"]["might"] == 4
    o = game(two_players(a={"base": [official("pp", "Petal Pixie"), official("sp", "Sprite")]})).observe()
    assert o["cards"]["pp"]["might"] == 2


@exercises("Sumpworks Map")
def test_sumpworks_map_draws_when_an_opponent_scores():
    s = game(two_players(active="B", a={"deck": deck(2), "base": [official("sm", "Sumpworks Map")]},
                         b={"base": [unit("r", 2, controller="B")], "deck": deck(2, "x")}, battlefields=[{"id": "bf1"}]))
    ok(s, player="B", move=["r"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", **{"pass": "focus"})
    o = settle(s)
    assert o["players"]["B"]["score"] == 1 and "d0" in o["players"]["A"]["hand"]


@exercises("Lillia, Protector of Dreams", "Sprite Burst")
def test_lillia_grows_for_each_token_unit_and_gives_tokens_tank():
    s = game(two_players(a={"energy": 5, "base": [official("l", "Lillia, Protector of Dreams")],
                            "hand": [official("sb", "Sprite Burst")]}))
    ok(s, player="A", play="sb")
    o = settle(s)
    assert o["cards"]["l"]["might"] == 6
    sprites = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Sprite"]
    assert all("Tank" in o["cards"][c]["keywords"] for c in sprites) and "Tank" not in o["cards"]["l"]["keywords"]


@exercises("Crimson Pigeons")
@pytest.mark.parametrize("together,might", [(True, 5), (False, 3)])
def test_crimson_pigeons_grow_while_attacking_with_another_unit(together, might):
    s = _attack(official("cp", "Crimson Pigeons"), [unit("e", 9, controller="B")],
                with_units=[unit("f", 1)] if together else [])
    assert s.observe()["cards"]["cp"]["might"] == might


@exercises("Gentle Gemdragon")
def test_gentle_gemdragon_readies_up_to_two_runes():
    runes = [official(f"r{i}", "Body Rune", exhausted=True) for i in range(3)]
    s = game(two_players(a={"energy": 8, "runes": runes, "hand": [official("gd", "Gentle Gemdragon")]}))
    ok(s, player="A", play="gd")
    o = resolve_top(s)
    assert o["decision"]["options"] == ["r0", "r1", "r2"]
    o = ok(s, player="A", choose=["r0", "r2"])
    assert o["cards"]["r0"]["exhausted"] is False and o["cards"]["r1"]["exhausted"] is True


@exercises("Tactical Retreat")
def test_tactical_retreat_saves_a_unit_once():
    a_hand = {"hand": [official("tr", "Tactical Retreat")]}
    s = game(two_players(active="B", a={"energy": 2, "deck": deck(2), **a_hand},
                         b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"), "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 2, controller="A")]}]))
    ok(s, player="B", play="vs", targets=["u"])
    ok(s, player="B", **PASS)
    ok(s, player="A", play="tr", targets=["u"])
    resolve_top(s, "A", "B")
    o = resolve_top(s, "B", "A")
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is True and o["cards"]["u"]["damage"] == 0


# -- relative targets ---------------------------------------------------------------------------------------


@exercises("Heroic Charge")
def test_heroic_charge_stuns_an_enemy_at_the_friendly_units_location():
    s = game(two_players(a={"energy": 3, "hand": [official("hc", "Heroic Charge")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 2, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("far", 2, controller="B")]}],
                         b={"base": [unit("home", 2, controller="B")]}))
    refused(s, player="A", play="hc", targets=["f", "far"])  # not at its location
    s = game(two_players(a={"energy": 3, "hand": [official("hc", "Heroic Charge")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 2, controller="A"),
                                                                                  unit("near", 2, controller="B")]}]))
    ok(s, player="A", play="hc", targets=["f", "near"])
    o = resolve_top(s)
    assert o["cards"]["f"]["might"] == 3 and o["cards"]["near"]["stunned"] is True


@exercises("Crescent Strike")
def test_crescent_strike_deals_four_to_its_target_and_one_to_each_other_enemy_there():
    s = game(two_players(a={"energy": 3, "power": {"mind": 1}, "hand": [official("cs", "Crescent Strike")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("t", 9, controller="B"), unit("o1", 9, controller="B")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("far", 9, controller="B")]}]))
    refused(s, player="A", play="cs", targets=["bf1", "far"])
    ok(s, player="A", play="cs", targets=["bf1", "t"])
    o = resolve_top(s)
    assert o["cards"]["t"]["damage"] == 4 and o["cards"]["o1"]["damage"] == 1 and o["cards"]["far"]["damage"] == 0


@exercises("Keeper's Verdict")
@pytest.mark.parametrize("where", ["top", "bottom"])
def test_keepers_verdict_owner_puts_the_unit_on_top_or_bottom(where):
    s = game(two_players(a={"energy": 2, "power": {"body": 2}, "hand": [official("kv", "Keeper's Verdict")]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 3, controller="B")]}]))
    ok(s, player="A", play="kv", targets=["e"])
    o = resolve_top(s)
    assert o["decision"]["player"] == "B"
    o = ok(s, player="B", choose=where)
    assert o["players"]["B"]["deck"] == (["e", "x0", "x1"] if where == "top" else ["x0", "x1", "e"])


@exercises("Existential Dread")
def test_existential_dread_stuns_then_returns_an_already_stunned_attacker():
    s = game(two_players(active="B", a={"energy": 3, "power": {"chaos": 1}, "hand": [official("ed", "Existential Dread")],
                                        "deck": deck(2)},
                         b={"base": [unit("r", 2, controller="B"), unit("s", 2, controller="B", stunned=False)],
                            "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("g", 1, controller="A")]}]))
    ok(s, player="B", move=["r"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", play="ed", targets=["r", "r"], repeat=1)
    o = resolve_top(s, "A", "B")
    assert o["cards"]["r"]["zone"] == "hand"  # stunned by the first execution, returned by the second


@exercises("Back Off")
def test_back_off_from_hand_stuns_and_draws():
    s = game(two_players(a={"energy": 3, "deck": deck(2), "hand": [official("bo", "Back Off")]},
                         b={"base": [unit("e", controller="B")]}))
    ok(s, player="A", play="bo", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["stunned"] is True and o["players"]["A"]["hand"] == ["d0"]


@exercises("Back Off")
def test_back_off_taken_over_draws_for_nobody():
    s = game(two_players(active="B", a={"energy": 1, "power": {"mind": 2}, "deck": deck(2),
                                        "hand": [official("rb", "Rebuttal")]},
                         b={"energy": 3, "deck": deck(2, "x"), "hand": [official("bo", "Back Off")],
                            "base": [unit("e", controller="B")]}))
    ok(s, player="B", play="bo", targets=["e"])
    assert s._require().item("bo").data["played_by"] == "B"  # 419.1: who played it, whoever controls it
    ok(s, player="B", **PASS)
    ok(s, player="A", play="rb", targets=["bo"])
    resolve_top(s, "A", "B")
    o = ok(s, player="A", choose="yes")  # the only unit: its new choice is forced
    assert [c["controller"] for c in o["chain"]] == ["A"]
    o = resolve_top(s, "A", "B")
    assert o["cards"]["e"]["stunned"] is True
    assert o["players"]["A"]["hand"] == [] and o["players"]["B"]["hand"] == []


@exercises("Katarina, Reckless")
def test_back_off_from_face_down_does_not_draw_and_katarina_deals_two():
    s = game(two_players(active="B", a={"deck": deck(2), "base": [official("k", "Katarina, Reckless")]},
                         b={"base": [unit("r", 2, controller="B")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("g", 1, controller="A")],
                                        "facedown": [official("bo", "Back Off", controller="A")]}]))
    ok(s, player="B", move=["r"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", play="bo", targets=["r"], hidden=True)
    o = resolve_top(s, "A", "B")
    assert o["cards"]["r"]["stunned"] is True and o["players"]["A"]["hand"] == []
    o = settle(s)  # Katarina: a card played from face down -> 2 to an enemy unit (the only one: forced)
    assert o["cards"]["r"]["zone"] == "trash" and any(e["type"] == "damage" and e["source"] == "k" and e["amount"] == 2 for e in s.events())


@exercises("Deadly Flourish")
def test_deadly_flourish_gives_gold_when_the_unit_dies_this_turn():
    s = game(two_players(a={"energy": 4, "hand": [official("df", "Deadly Flourish")]},
                         b={"base": [unit("e", 3, controller="B"), unit("big", 5, controller="B")]}))
    ok(s, player="A", play="df", targets=["e"])
    o = settle(s)
    golds = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Gold"]
    assert o["cards"]["e"]["zone"] == "trash" and len(golds) == 1 and o["cards"][golds[0]]["exhausted"] is True


@exercises("Friendship")
def test_friendship_counts_the_four_tags_among_your_units():
    s = game(two_players(a={"energy": 1, "hand": [official("fr", "Friendship")],
                            "base": [official("p", "Loyal Poro"), official("c", "Alpha Wildclaw"),
                                     official("p2", "Loyal Poro"), unit("u", 1)]},
                         b={"base": [official("dog", "Starhound", controller="B")]}))
    ok(s, player="A", play="fr", targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 3  # Poro and Cat (B's Dog does not count)
