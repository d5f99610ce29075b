"""Card lane C: units and spells with move, combat, phase and "each player" text (Origins and Vendetta).
Each is played, moved, triggered or resolved and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from cardsC_helpers import drive, fight, no, yes
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, first_options, official


def bf(cid="bf1", controller=None, units=()):
    return {"id": cid, "controller": controller, "units": list(units)}


@exercises("Tryndamere, Barbarian")
@pytest.mark.parametrize("defender,score", [(3, 2), (4, 1)])
def test_tryndamere_scores_again_after_five_excess_damage(defender, score):
    s = game(two_players(a={"base": [official("t", "Tryndamere, Barbarian")]}, b={"deck": deck(2, "x")},
                         battlefields=[bf("bf1", "B", [unit("e", defender, controller="B")])]))
    ok(s, player="A", move=["t"], to="bf1")
    o = fight(s)
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["score"] == score


@exercises("Blade Twirler", "The Syren")
def test_blade_twirler_burns_a_player_on_its_first_move_of_the_turn_only():
    s = game(two_players(a={"energy": 1, "base": [official("bt", "Blade Twirler"), official("sy", "The Syren")]},
                         b={"deck": deck(3, "x")}, battlefields=[bf()]))
    ok(s, player="A", move=["bt"], to="bf1")
    o = fight(s, lambda d: {"choose": ["B"]} if d["kind"] == "choose" else first_options(d))
    assert o["players"]["B"]["trash"] == ["x0"]
    ok(s, player="A", activate="sy", targets=["bt"])  # a second move this turn
    o = drive(s)
    assert o["cards"]["bt"]["zone"] == "base" and o["players"]["B"]["trash"] == ["x0"]


@exercises("Miss Fortune, Captain")
def test_miss_fortune_captain_may_ready_something_else_on_her_first_move():
    s = game(two_players(a={"runes": [{"id": "r", "domain": "body", "exhausted": True}],
                            "base": [official("mf", "Miss Fortune, Captain"), unit("tired", exhausted=True)]},
                         battlefields=[bf()]))
    ok(s, player="A", move=["mf"], to="bf1")
    o = drive(s, lambda d: {"choose": ["r"]})
    assert o["cards"]["r"]["exhausted"] is False and o["cards"]["tired"]["exhausted"] is True
    assert o["cards"]["mf"]["exhausted"] is True  # she is not "something else"


@exercises("Akali, Silent")
def test_akali_silent_grows_on_moving_to_a_battlefield_and_dodges_enemy_spells():
    s = game(two_players(a={"energy": 2, "hand": [official("di", "Discipline")], "base": [official("ak", "Akali, Silent")]},
                         b={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")]},
                         battlefields=[bf()]))
    ok(s, player="A", move=["ak"], to="bf1")
    o = drive(s)
    assert o["cards"]["ak"]["might"] == 6
    ok(s, player="A", play="di", targets=["ak"])  # her own controller may choose her
    ok(s, player="A", **PASS)
    refused(s, None, player="B", play="fs", targets=["ak", "ak"])


@exercises("Wielder of Water")
@pytest.mark.parametrize("friends,might", [(0, 4), (1, 2)])
def test_wielder_of_water_is_bigger_attacking_alone(friends, might):
    s = game(two_players(a={"base": [official("w", "Wielder of Water")] + [unit(f"f{i}", 1) for i in range(friends)]},
                         b={"deck": deck(2, "x")}, battlefields=[bf("bf1", "B", [unit("e", 9, controller="B")])]))
    ok(s, player="A", move=["w"] + [f"f{i}" for i in range(friends)], to="bf1")
    o = drive(s)
    assert o["turn"]["state"] == "showdown-open" and o["cards"]["w"]["designation"] == "attacker"
    assert o["cards"]["w"]["might"] == might


@exercises("Disciple of Shen")
@pytest.mark.parametrize("others,shield", [(1, True), (2, False), (0, False)])
def test_disciple_of_shen_has_shield_3_with_exactly_one_other_unit(others, shield):
    o = game(two_players(battlefields=[bf("bf1", "A", [official("ds", "Disciple of Shen", controller="A")]
                                          + [unit(f"u{i}", controller="A") for i in range(others)])])).observe()
    assert ("Shield 3" in o["cards"]["ds"]["keywords"]) is shield


@exercises("Esteemed Hierophant")
@pytest.mark.parametrize("runes,damage", [(7, 0), (6, 6)])
def test_esteemed_hierophant_prevents_enemy_spell_damage_with_seven_runes(runes, damage):
    s = game(two_players(active="B", a={"runes": [{"id": f"r{i}", "domain": "calm"} for i in range(runes)],
                                        "base": [official("eh", "Esteemed Hierophant")]},
                         b={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")]}))
    ok(s, player="B", play="fs", targets=["eh", "eh"])
    o = drive(s)
    assert o["cards"]["eh"]["zone"] == ("base" if damage == 0 else "trash") and o["cards"]["eh"]["damage"] == 0


@exercises("Affectionate Poro")
@pytest.mark.parametrize("enemy_might,draws", [(0, 1), (1, 0)])
def test_affectionate_poro_draws_after_its_combat_if_unhurt(enemy_might, draws):
    s = game(two_players(a={"deck": deck(2), "base": [official("p", "Affectionate Poro")]}, b={"deck": deck(2, "x")},
                         battlefields=[bf("bf1", "B", [unit("e", enemy_might, controller="B")])]))
    ok(s, player="A", move=["p"], to="bf1")
    o = fight(s)
    assert len(o["players"]["A"]["hand"]) == draws and o["cards"]["p"]["zone"] == "bf1"


@exercises("Corrupted Dragon")
def test_corrupted_dragon_enters_ready_far_from_victory_and_sends_small_enemies_home():
    s = game(two_players(a={"energy": 10, "power": {"body": 2}, "hand": [official("cd", "Corrupted Dragon")]},
                         b={"deck": deck(2, "x")},
                         battlefields=[bf("bf1", "B", [unit("s", 5, controller="B"), unit("big", 6, controller="B")])]))
    ok(s, player="A", play="cd")
    o = drive(s)
    assert o["cards"]["cd"]["exhausted"] is False
    ok(s, player="A", move=["cd"], to="bf1")
    o = drive(s, lambda d: {"choose": ["s"]} if d["kind"] == "choose" else first_options(d))
    assert o["cards"]["s"]["zone"] == "base" and o["cards"]["big"]["zone"] in ("bf1", "trash")
    s = game(two_players(a={"score": 5, "energy": 10, "power": {"body": 2}, "hand": [official("cd", "Corrupted Dragon")]}))
    ok(s, player="A", play="cd")
    assert drive(s)["cards"]["cd"]["exhausted"] is True  # within 3 points of 8


@exercises("Bottled Constellation")
def test_bottled_constellation_kills_three_others_to_score_at_your_main_phase():
    s = game(two_players(active="B", a={"deck": deck(3), "base": [official("bc", "Bottled Constellation"), unit("a1"),
                                                                  unit("a2"), {"id": "g1", "gear": {}}]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="B", end_turn=True)
    o = drive(s, yes)
    assert o["players"]["A"]["score"] == 1 and o["cards"]["bc"]["zone"] == "base"
    assert all(o["cards"][c]["zone"] == "trash" for c in ("a1", "a2", "g1"))


@exercises("Stealthy Pursuer")
@pytest.mark.parametrize("answer,zone", [(yes, "bf1"), (no, "base")])
def test_stealthy_pursuer_may_follow_a_friend_moving_from_its_location(answer, zone):
    s = game(two_players(a={"base": [official("sp", "Stealthy Pursuer", exhausted=True), unit("u")]}, battlefields=[bf()]))
    ok(s, player="A", move=["u"], to="bf1")
    o = drive(s, answer)
    assert o["cards"]["sp"]["zone"] == zone


@exercises("Noxian Guillotine")
def test_noxian_guillotine_kills_at_the_next_damage_or_at_once_with_legion():
    s = game(two_players(a={"energy": 6, "power": {"fury": 3}, "hand": [official("ng", "Noxian Guillotine"),
                                                                         official("fs", "Falling Star")]},
                         b={"base": [unit("e", 9, controller="B")]}))
    ok(s, player="A", play="ng", targets=["e"])
    o = drive(s)
    assert o["cards"]["e"]["zone"] == "base"
    ok(s, player="A", play="fs", targets=["e", "e"])
    o = drive(s)
    assert o["cards"]["e"]["zone"] == "trash"
    s = game(two_players(a={"energy": 8, "power": {"fury": 3}, "deck": deck(2), "hand": [official("di", "Discipline"),
                                                                         official("ng", "Noxian Guillotine")]},
                         b={"base": [unit("e", 9, controller="B")]}))
    ok(s, player="A", play="di", targets=["e"])
    drive(s)
    ok(s, player="A", play="ng", targets=["e"])
    assert drive(s)["cards"]["e"]["zone"] == "trash"  # Legion: another card played this turn


@exercises("Cataclysmic Duel")
def test_cataclysmic_duel_leaves_each_player_one_unit():
    s = game(two_players(a={"energy": 8, "power": {"body": 3}, "hand": [official("cd", "Cataclysmic Duel")],
                            "base": [unit("a1"), unit("a2")]},
                         b={"base": [unit("b1", controller="B"), unit("b2", controller="B")]}))
    ok(s, player="A", play="cd")
    o = drive(s, lambda d: {"choose": [d["options"][-1]]})
    assert [o["cards"][c]["zone"] for c in ("a1", "a2", "b1", "b2")] == ["trash", "base", "trash", "base"]


@exercises("Party Favors")
@pytest.mark.parametrize("pick", ["cards", "runes"])
def test_party_favors_gives_both_players_what_the_opponent_picks(pick):
    s = game(two_players(a={"energy": 3, "deck": deck(2), "rune_deck": [{"id": "ra", "domain": "calm"}],
                            "hand": [official("pf", "Party Favors")]},
                         b={"deck": deck(2, "x"), "rune_deck": [{"id": "rb", "domain": "fury"}]}))
    ok(s, player="A", play="pf")
    o = drive(s, lambda d: {"choose": pick})
    if pick == "cards":
        assert o["players"]["A"]["hand"] == ["d0"] and o["players"]["B"]["hand"] == ["x0"]
    else:
        assert o["players"]["A"]["runes"] == ["ra"] and o["players"]["B"]["runes"] == ["rb"]
        assert o["cards"]["ra"]["exhausted"] and o["cards"]["rb"]["exhausted"]


@exercises("Whirlwind")
def test_whirlwind_lets_each_player_return_a_unit_starting_with_the_next():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [official("ww", "Whirlwind")], "base": [unit("a1")]},
                         b={"base": [unit("b1", controller="B")]}))
    ok(s, player="A", play="ww")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["decision"]["player"] == "B"
    ok(s, player="B", choose=["a1"])
    o = ok(s, player="A", choose=[])
    assert o["cards"]["a1"]["zone"] == "hand" and o["cards"]["b1"]["zone"] == "base"


@exercises("Shakedown")
@pytest.mark.parametrize("pays", [True, False])
def test_shakedown_deals_six_unless_its_controller_lets_you_draw_two(pays):
    s = game(two_players(a={"energy": 2, "power": {"fury": 1}, "deck": deck(3), "hand": [official("sd", "Shakedown")]},
                         b={"base": [unit("e", 9, controller="B")]}))
    ok(s, player="A", play="sd", targets=["e"])
    o = drive(s, yes if pays else no)
    assert len(o["players"]["A"]["hand"]) == (2 if pays else 0)
    assert o["cards"]["e"]["damage"] == (0 if pays else 6)


@exercises("Decree of Focus")
def test_decree_of_focus_saves_a_unit_chosen_by_an_enemy_fury_spell():
    s = game(two_players(active="B", a={"energy": 1, "hand": [official("df", "Decree of Focus")],
                                        "base": [unit("u", 3), unit("other", 3)]},
                         b={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")]}))
    ok(s, player="B", play="fs", targets=["u", "u"])
    ok(s, player="B", **PASS)
    refused(s, None, player="A", play="df", targets=["other"])  # not chosen, not in combat
    ok(s, player="A", play="df", targets=["u"])
    o = drive(s)
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["might"] == 7 and o["cards"]["u"]["damage"] == 6
