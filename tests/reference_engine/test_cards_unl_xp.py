"""Unleashed cards of the XP family (728-733, Hunt 823, Level 824): each is played, triggered or activated
and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, resolve_top, settle


# -- Hunt (823) -------------------------------------------------------------------------------------------


@exercises("Voracious Gromp")
def test_hunt_gains_its_value_in_xp_on_conquer():
    s = game(two_players(a={"base": [official("g", "Voracious Gromp")]}, b={"deck": deck(2, "e")},
                         battlefields=[{"id": "bf1"}]))
    conquer(s, ["g"])
    o = settle(s)
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["xp"] == 3  # Hunt 3


def test_hunt_triggers_on_hold_too():
    s = game(two_players(active="B", a={"deck": deck(2)}, b={"deck": deck(2, "e")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("g", "Voracious Gromp", controller="A")]}]))
    ok(s, player="B", end_turn=True)  # A's Beginning Phase: A holds bf1 (468)
    o = settle(s)
    assert o["players"]["A"]["xp"] == 3


# -- "When you play me, gain N XP" and friends ----------------------------------------------------------


@exercises("Herald of Spring", "Demacian Diplomat")
@pytest.mark.parametrize("name,xp", [("Herald of Spring", 2), ("Demacian Diplomat", 1)])
def test_play_gains_xp(name, xp):
    s = game(two_players(a={"energy": 9, "power": {"calm": 1, "body": 1}, "hand": [official("h", name)]}))
    ok(s, player="A", play="h")
    o = resolve_top(s)
    assert o["cards"]["h"]["zone"] == "base" and o["players"]["A"]["xp"] == xp


@exercises("Scrutinizing Sergeant")
def test_scrutinizing_sergeant_gains_one_xp_per_friendly_unit():
    s = game(two_players(a={"energy": 6, "hand": [official("s", "Scrutinizing Sergeant")],
                            "base": [unit("u1"), unit("u2")]}, b={"base": [unit("e1", controller="B")]}))
    ok(s, player="A", play="s")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 3  # u1, u2 and the Sergeant; not B's unit


@exercises("Kinkou Initiate")
@pytest.mark.parametrize("others,drawn", [((3, 2), True), ((3, 1), False)])
def test_kinkou_initiate_draws_if_other_units_total_five(others, drawn):
    s = game(two_players(a={"energy": 3, "hand": [official("k", "Kinkou Initiate")], "deck": deck(2),
                            "base": [unit(f"u{i}", m) for i, m in enumerate(others)]},
                         b={"base": [unit("e1", 9, controller="B")]}))
    ok(s, player="A", play="k")
    o = resolve_top(s)
    assert ("d0" in o["players"]["A"]["hand"]) is drawn


@exercises("Wuju Apprentice")
@pytest.mark.parametrize("xp,drawn", [(6, True), (5, False)])
def test_wuju_apprentice_draws_only_at_level_six(xp, drawn):
    s = game(two_players(a={"energy": 2, "xp": xp, "hand": [official("w", "Wuju Apprentice")], "deck": deck(2)}))
    o = ok(s, player="A", play="w")
    if drawn:
        o = resolve_top(s)
    assert ("d0" in o["players"]["A"]["hand"]) is drawn and o["chain"] == []


# -- [Level N] passives ---------------------------------------------------------------------------------


@exercises("Gemhand Hunter", "Targonian Visionary", "Scorchclaw", "Mosstomper", "Gustwalker")
@pytest.mark.parametrize("name,n,printed,bonus,keyword", [
    ("Gemhand Hunter", 6, 2, 1, None), ("Targonian Visionary", 11, 6, 4, None), ("Scorchclaw", 3, 3, 1, None),
    ("Mosstomper", 3, 3, 1, "Deflect"), ("Gustwalker", 3, 3, 1, "Ganking")])
def test_level_might_and_keywords_follow_the_controllers_xp(name, n, printed, bonus, keyword):
    below = game(two_players(a={"xp": n - 1, "base": [official("u", name)]})).observe()["cards"]["u"]
    at = game(two_players(a={"xp": n, "base": [official("u", name)]})).observe()["cards"]["u"]
    assert below["might"] == printed and at["might"] == printed + bonus
    if keyword:
        assert keyword not in below["keywords"] and keyword in at["keywords"]


def test_a_level_ability_turns_off_when_xp_is_spent():
    s = game(two_players(a={"xp": 3, "base": [official("m", "Mosstomper"), official("c", "Crowd Favorite")]}))
    assert s.observe()["cards"]["m"]["might"] == 4
    o = ok(s, player="A", activate="c")  # spend 2 XP: 1 left, below Level 3 (824.1.d)
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 1 and o["cards"]["m"]["might"] == 3 and "Deflect" not in o["cards"]["m"]["keywords"]


@exercises("Master Yi, Tempered")
def test_master_yi_tempered_has_deflect_and_ganking_at_level_six():
    o = game(two_players(a={"xp": 6, "base": [official("y", "Master Yi, Tempered")]})).observe()
    assert {"Deflect", "Ganking", "Hunt 2"} <= set(o["cards"]["y"]["keywords"])
    o = game(two_players(a={"xp": 5, "base": [official("y", "Master Yi, Tempered")]})).observe()
    assert "Deflect" not in o["cards"]["y"]["keywords"] and "Ganking" not in o["cards"]["y"]["keywords"]


@exercises("Bandle Soldier", "Scorchclaw")
@pytest.mark.parametrize("name,energy,power", [("Bandle Soldier", 4, {"order": 1}), ("Scorchclaw", 3, {"fury": 1})])
@pytest.mark.parametrize("xp,ready", [(3, True), (2, False)])
def test_level_three_units_enter_ready(name, energy, power, xp, ready):
    s = game(two_players(a={"energy": energy, "power": power, "xp": xp, "hand": [official("u", name)]}))
    o = ok(s, player="A", play="u")
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is (not ready)


# -- XP as a cost and "when ..., gain XP" -----------------------------------------------------------------


@exercises("Crowd Favorite", "Enthralling Protector")
@pytest.mark.parametrize("name", ["Crowd Favorite", "Enthralling Protector"])
def test_spend_two_xp_buffs_me(name):
    s = game(two_players(a={"xp": 2, "base": [official("u", name)]}))
    printed = s.observe()["cards"]["u"]["might"]
    ok(s, player="A", activate="u")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 0 and o["cards"]["u"]["buffed"] is True and o["cards"]["u"]["might"] == printed + 1
    refused(s, "XP", player="A", activate="u")  # 0 XP: the cost cannot be paid (730.2)


@exercises("Nilah, Joyful Ascetic", "Mister Root")
@pytest.mark.parametrize("name,xp", [("Nilah, Joyful Ascetic", 1), ("Mister Root", 2)])
def test_moving_gains_xp(name, xp):
    s = game(two_players(a={"base": [official("u", name, exhausted=False)]}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["u"], to="bf1")
    o = settle(s)
    assert o["players"]["A"]["xp"] == xp


@exercises("Vicious Snapjaws")
def test_vicious_snapjaws_gains_xp_when_another_friendly_unit_dies():
    s = game(two_players(active="B", a={"base": [official("v", "Vicious Snapjaws")]},
                         b={"energy": 4, "power": {"fury": 1}, "hand": [official("vs1", "Void Seeker")], "deck": deck(2, "e")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 1, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="B", play="vs1", targets=["f"])
    o = resolve_top(s, "B", "A")
    assert o["cards"]["f"]["zone"] == "trash"
    o = settle(s)
    assert o["players"]["A"]["xp"] == 1  # Snapjaws' controller gains it, on B's turn too


def test_vicious_snapjaws_ignores_enemy_deaths():
    s = game(two_players(a={"base": [official("v", "Vicious Snapjaws")], "energy": 4, "power": {"fury": 1},
                            "hand": [official("vs1", "Void Seeker")], "deck": deck(2)},
                         battlefields=[{"id": "bf2", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", play="vs1", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["zone"] == "trash" and o["chain"] == [] and o["players"]["A"]["xp"] == 0


# -- XP costs on triggers (383.3.b, 730.2), Level discounts and Level spells --------------------------------


def _attack_into(attacker: dict, defenders: list, xp: int = 0, a_extra: dict | None = None):
    s = game(two_players(a={"xp": xp, "base": [attacker], **(a_extra or {})}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": defenders}]))
    ok(s, player="A", move=[attacker["id"]], to="bf1")
    return s


@exercises("Kha'Zix, Evolving Hunter")
def test_khazix_evolving_hunter_spends_three_xp_to_deal_his_might():
    s = _attack_into(official("k", "Kha'Zix, Evolving Hunter"), [unit("e1", 9, controller="B"),
                                                               unit("e2", 9, controller="B")], xp=4)
    o = ok(s, player="A", choose=["e1"])
    assert o["players"]["A"]["xp"] == 1  # paid as the ability is finalized
    o = resolve_top(s)
    assert o["cards"]["e1"]["damage"] == 5 and o["cards"]["e2"]["damage"] == 0


def test_khazix_evolving_hunter_with_too_little_xp_never_asks():
    s = _attack_into(official("k", "Kha'Zix, Evolving Hunter"), [unit("e1", 9, controller="B")], xp=2)
    o = s.observe()
    assert o["chain"] == [] and o.get("decision") is None and o["players"]["A"]["xp"] == 2


@exercises("Kha'Zix, Mutating Horror")
@pytest.mark.parametrize("enemies,grows", [(1, True), (2, False)])
def test_khazix_mutating_horror_grows_against_a_lone_enemy(enemies, grows):
    s = _attack_into(official("k", "Kha'Zix, Mutating Horror"),
                     [unit(f"e{i}", 9, controller="B") for i in range(enemies)])
    o = settle(s)
    assert (o["cards"]["k"]["might"] == 6) is grows and (o["players"]["A"]["xp"] == 2) is grows


@exercises("Master Yi, Unstoppable")
@pytest.mark.parametrize("xp,energy,power", [(0, 12, 3), (3, 10, 2), (6, 8, 1), (11, 6, 0), (16, 6, 0)])
def test_master_yi_unstoppable_costs_less_with_each_level(xp, energy, power):
    hand = [official("y", "Master Yi, Unstoppable")]
    short = game(two_players(a={"xp": xp, "energy": energy - 1, "power": {"calm": power}, "hand": hand}))
    refused(short, player="A", play="y")
    if power:
        short = game(two_players(a={"xp": xp, "energy": energy, "power": {"calm": power - 1}, "hand": hand}))
        refused(short, player="A", play="y")
    s = game(two_players(a={"xp": xp, "energy": energy, "power": {"calm": power}, "hand": hand}))
    o = ok(s, player="A", play="y")
    assert o["cards"]["y"]["zone"] == "base" and o["players"]["A"]["energy"] == 0


@exercises("Master Yi, Unstoppable")
@pytest.mark.parametrize("xp,choosable", [(16, False), (15, True)])
def test_master_yi_unstoppable_at_level_sixteen_cannot_be_chosen_by_enemies(xp, choosable):
    s = game(two_players(active="B", a={"xp": xp}, b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"),
                                                      "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("y", "Master Yi, Unstoppable", controller="A")]}]))
    if choosable:
        ok(s, player="B", play="vs", targets=["y"])
    else:
        refused(s, player="B", play="vs", targets=["y"])


@exercises("Poppy, Paragon")
@pytest.mark.parametrize("score,close", [(5, True), (4, False)])
def test_poppy_paragon_readies_and_gains_xp_when_an_opponent_is_close(score, close):
    s = game(two_players(a={"energy": 5, "power": {"body": 1}, "hand": [official("p", "Poppy, Paragon")]},
                         b={"score": score}))
    o = ok(s, player="A", play="p")
    assert o["cards"]["p"]["exhausted"] is True
    o = settle(s)
    assert o["cards"]["p"]["exhausted"] is (not close) and o["players"]["A"]["xp"] == (3 if close else 0)


@exercises("Megatusk")
def test_megatusk_gives_units_here_ganking():
    s = game(two_players(a={"xp": 3, "base": [official("m", "Megatusk"), unit("u")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("far", controller="A")]}]))
    ok(s, player="A", activate="m")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 0 and "Ganking" in o["cards"]["u"]["keywords"]
    assert "Ganking" in o["cards"]["m"]["keywords"] and "Ganking" not in o["cards"]["far"]["keywords"]
    o = ok(s, player="A", end_turn=True)
    assert "Ganking" not in o["cards"]["u"]["keywords"]


@exercises("Blood Rose")
def test_blood_rose_pays_one_for_xp_when_you_play_a_unit_and_readies_for_three_xp():
    s = game(two_players(a={"energy": 1, "base": [official("r", "Blood Rose"), unit("tired", exhausted=True)],
                            "hand": [{"id": "n", "unit": {"might": 1, "cost": 0}}]}))
    ok(s, player="A", play="n")
    o = ok(s, player="A", choose="yes")
    assert o["players"]["A"]["energy"] == 0
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 1
    s = game(two_players(a={"xp": 3, "base": [official("r", "Blood Rose"), unit("tired", exhausted=True)]}))
    ok(s, player="A", activate="r", targets=["tired"])
    o = resolve_top(s)
    assert o["cards"]["tired"]["exhausted"] is False and o["cards"]["r"]["exhausted"] is True and o["players"]["A"]["xp"] == 0


@exercises("Stare Down")
def test_stare_down_sends_weaker_enemies_at_the_battlefield_home():
    s = game(two_players(a={"energy": 2, "hand": [official("sd", "Stare Down")], "base": [unit("me", 3)]},
                         b={"base": [unit("bhome", 1, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [unit("weak", 2, controller="B"), unit("equal", 3, controller="B")]}]))
    ok(s, player="A", play="sd", targets=["me", "bf1"])
    o = resolve_top(s)
    assert o["cards"]["weak"]["zone"] == "base" and o["cards"]["equal"]["zone"] == "bf1"
    assert o["players"]["A"]["xp"] == 1


@exercises("Grim Resolve")
def test_grim_resolve_gains_xp_when_the_unit_wins_its_combat():
    s = game(two_players(a={"energy": 2, "hand": [official("gr", "Grim Resolve")], "base": [unit("me", 2)]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 4, controller="B")]}]))
    ok(s, player="A", move=["me"], to="bf1")
    ok(s, player="A", play="gr", targets=["me"])
    o = resolve_top(s)
    assert o["cards"]["me"]["might"] == 5
    ok(s, player="B", **{"pass": "focus"})
    o = ok(s, player="A", **{"pass": "focus"})
    o = settle(s)
    assert o["cards"]["e"]["zone"] == "trash" and o["players"]["A"]["xp"] == 2


@exercises("Combat Experience")
@pytest.mark.parametrize("xp,bonus", [(6, 3), (5, 1)])
def test_combat_experience_gives_more_at_level_six(xp, bonus):
    s = game(two_players(a={"xp": xp, "energy": 1, "hand": [official("ce", "Combat Experience")], "base": [unit("u", 2)]}))
    ok(s, player="A", play="ce", targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 2 + bonus


@exercises("Concentrate")
@pytest.mark.parametrize("xp,cost", [(0, 5), (6, 3), (11, 1)])
def test_concentrate_costs_less_with_levels_and_draws_two(xp, cost):
    hand = [official("c", "Concentrate")]
    refused(game(two_players(a={"xp": xp, "energy": cost - 1, "hand": hand, "deck": deck(3)})), player="A", play="c")
    s = game(two_players(a={"xp": xp, "energy": cost, "hand": hand, "deck": deck(3)}))
    ok(s, player="A", play="c")
    o = resolve_top(s)
    assert sorted(o["players"]["A"]["hand"]) == ["d0", "d1"]


# -- XP as an optional additional cost (356.2.b, 730.2) -----------------------------------------------------


@exercises("Safety Inspector")
@pytest.mark.parametrize("paid", [True, False])
def test_safety_inspector_makes_each_player_kill_a_unit_except_you_if_you_paid(paid):
    s = game(two_players(a={"xp": 3, "energy": 5, "power": {"order": 1}, "hand": [official("si", "Safety Inspector")],
                            "base": [unit("mine", 1)]},
                         b={"base": [unit("b1", 1, controller="B"), unit("b2", 1, controller="B")]}))
    o = ok(s, player="A", play="si", **({"additional_cost": True} if paid else {}))
    assert o["players"]["A"]["xp"] == (0 if paid else 3)
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    if not paid:
        assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["mine", "si"]
        o = ok(s, player="A", choose=["mine"])
    assert o["decision"]["player"] == "B"
    o = ok(s, player="B", choose=["b2"])
    assert o["cards"]["b2"]["zone"] == "trash" and o["cards"]["b1"]["zone"] == "base"
    assert o["cards"]["mine"]["zone"] == ("base" if paid else "trash")


def test_an_optional_xp_cost_needs_the_xp():
    s = game(two_players(a={"xp": 2, "energy": 5, "power": {"order": 1}, "hand": [official("si", "Safety Inspector")]}))
    refused(s, "XP", player="A", play="si", additional_cost=True)
    ok(s, player="A", play="si")


@exercises("Poppy, Defender of the Meek")
def test_poppy_defender_costs_three_less_for_three_xp():
    hand = [official("p", "Poppy, Defender of the Meek")]
    refused(game(two_players(a={"xp": 3, "energy": 2, "power": {"order": 1}, "hand": hand})), player="A", play="p",
            additional_cost=True)
    refused(game(two_players(a={"xp": 0, "energy": 3, "power": {"order": 1}, "hand": hand})), player="A", play="p")
    o = ok(game(two_players(a={"xp": 3, "energy": 3, "power": {"order": 1}, "hand": hand})), player="A", play="p",
           additional_cost=True)
    assert o["cards"]["p"]["zone"] == "base" and o["players"]["A"]["xp"] == 0 and o["players"]["A"]["energy"] == 0


@exercises("Conscription")
@pytest.mark.parametrize("paid", [True, False])
def test_conscription_takes_a_small_enemy_or_any_for_five_xp(paid):
    def start():
        return game(two_players(a={"xp": 5, "energy": 5, "power": {"chaos": 2}, "hand": [official("c", "Conscription")]},
                                b={"deck": deck(2, "x")},
                                battlefields=[{"id": "bf1", "controller": "B", "units": [
                                    unit("small", 3, controller="B"), unit("big", 6, controller="B")]}]))
    extra = {"additional_cost": True} if paid else {}
    s = start()
    if paid:
        ok(s, player="A", play="c", targets=["big"], **extra)
    else:
        refused(s, player="A", play="c", targets=["big"])
        ok(s, player="A", play="c", targets=["small"])
    o = resolve_top(s)
    taken = "big" if paid else "small"
    c = o["cards"][taken]
    assert c["controller"] == "A" and c["zone"] == "base" and c["exhausted"] is True
    assert o["players"]["A"]["xp"] == (0 if paid else 5)
