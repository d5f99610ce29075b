"""Card lane D, Vendetta units with triggered abilities, replacements and play permissions: each is played,
triggered or activated and its effect read from the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import drive, first_options, official, settle


def _turn(number, active="A"):
    return {"active": active, "phase": "main", "number": number}


@exercises("Fretful Feline")
def test_fretful_feline_gets_two_when_it_becomes_ready():
    s = game(two_players(a={"base": [official("ff", "Fretful Feline", exhausted=True)], "deck": deck(3)},
                         b={"deck": deck(3, "x")}, active="B"))
    ok(s, player="B", end_turn=True)  # A's Awaken Phase readies it (315.1)
    o = settle(s)
    assert not o["cards"]["ff"]["exhausted"] and o["cards"]["ff"]["might"] == 7


@exercises("Morgana, Vindictive")
def test_morgana_deals_damage_equal_to_the_damage_marked():
    s = game(two_players(a={"hand": [official("m", "Morgana, Vindictive")], "energy": 5, "power": {"fury": 1}, "deck": deck(3)},
                         b={"deck": deck(3, "x"), "base": [unit("e", 6, controller="B", damage=3)]}))
    ok(s, player="A", play="m")
    o = settle(s)
    if o.get("decision"):
        ok(s, player="A", choose=["e"])
        o = settle(s)
    assert o["cards"]["e"]["damage"] == 6 or o["cards"]["e"]["zone"] == "trash"
    assert o["cards"]["e"]["zone"] == "trash"  # 3 marked + 3 more = 6: lethal


@exercises("Nasus, Guardian of Knowledge")
def test_nasus_channels_once_each_turn_when_an_enemy_here_dies():
    s = game(two_players(a={"deck": deck(3), "energy": 8, "power": {"fury": 2},
                            "hand": [official("v1", "Void Seeker"), official("v2", "Void Seeker")],
                            "rune_deck": [{"id": "rd1", "domain": "mind"}, {"id": "rd2", "domain": "mind"}]},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "units": [official("n", "Nasus, Guardian of Knowledge", controller="A"),
                                                               unit("e1", 2, controller="B"), unit("e2", 2, controller="B")]}]))
    for spell, target in (("v1", "e1"), ("v2", "e2")):
        ok(s, player="A", play=spell, targets=[target])
        o = settle(s)
    assert o["cards"]["e1"]["zone"] == "trash" and o["cards"]["e2"]["zone"] == "trash"
    assert o["players"]["A"]["runes"] == ["rd1"] and o["cards"]["rd1"]["exhausted"]  # once this turn


@exercises("Noxian Demolitionist")
def test_noxian_demolitionist_kills_a_cheap_gear_when_it_conquers():
    s = game(two_players(a={"base": [official("nd", "Noxian Demolitionist")], "deck": deck(3)},
                         b={"deck": deck(3, "x"), "base": [{"id": "cheap", "gear": {"cost": 1}, "controller": "B"},
                                                           {"id": "dear", "gear": {"cost": 2}, "controller": "B"}]},
                         battlefields=[{"id": "bf1"}]))
    o = conquer(s, ["nd"])
    o = settle(s)
    assert o["decision"]["kind"] == "choose" and o["decision"]["options"] == ["cheap"]  # Might 1
    ok(s, player="A", choose=["cheap"])
    o = settle(s)
    assert o["cards"]["cheap"]["zone"] == "trash" and o["cards"]["dear"]["zone"] == "base"


@exercises("Noxian Emissary")
@pytest.mark.parametrize("empowered", [False, True])
def test_noxian_emissary_makes_two_recruits_only_if_it_dies_empowered(empowered):
    s = game(two_players(a={"base": [official("ne", "Noxian Emissary")], "energy": 4, "power": {"order": 1, "fury": 1},
                            "hand": [official("vs", "Void Seeker")], "deck": deck(3)},
                         b={"deck": deck(3, "x")}, battlefields=[{"id": "bf1"}]))
    if empowered:
        ok(s, player="A", activate="ne", ability=1)
        settle(s)
    ok(s, player="A", move=["ne"], to="bf1")
    o = settle(s)
    ok(s, player="A", play="vs", targets=["ne"])  # 4 damage: it dies
    o = settle(s)
    recruits = [c for c, v in o["cards"].items() if v["token"] and v["name"] == "Recruit" and v["zone"] == "base"]
    assert o["cards"]["ne"]["zone"] == "trash" and len(recruits) == (2 if empowered else 0)


@exercises("Ocean Drake")
def test_ocean_drake_plays_to_an_open_battlefield_and_returns_a_non_dragon():
    s = game(two_players(a={"hand": [official("od", "Ocean Drake")], "energy": 8, "power": {"chaos": 2}, "deck": deck(3)},
                         b={"deck": deck(3, "x"), "base": [unit("e", 3, controller="B")]},
                         battlefields=[{"id": "open"}, {"id": "theirs", "controller": "B", "units": [unit("t", 1, controller="B")]}]))
    refused(s, player="A", play="od", to="theirs")  # controlled by B: not open
    ok(s, player="A", play="od", to="open")
    o = settle(s)
    assert o["cards"]["od"]["zone"] == "open" and o["decision"]["kind"] == "choose" and "od" not in o["decision"]["options"]
    ok(s, player="A", choose=["e"])
    o = settle(s)
    assert o["cards"]["e"]["zone"] == "hand"


@exercises("Ol' Poro")
@pytest.mark.parametrize("number,allowed", [(5, False), (7, True)])
def test_ol_poro_waits_for_your_fourth_turn(number, allowed):
    s = game({"turn": _turn(number), "battlefields": [],
              "players": {"A": {"hand": [official("op", "Ol' Poro")], "energy": 2, "deck": deck(3)}, "B": {"deck": deck(3, "x")}}})
    if allowed:
        ok(s, player="A", play="op")
        assert settle(s)["cards"]["op"]["zone"] == "base"
    else:
        refused(s, "third turns", player="A", play="op")


@exercises("Patched Porobot")
@pytest.mark.parametrize("gear,drawn", [(2, 0), (3, 1)])
def test_patched_porobot_draws_with_three_other_gear(gear, drawn):
    s = game(two_players(a={"hand": [official("pp", "Patched Porobot")], "energy": 2, "deck": deck(3),
                            "base": [{"id": f"g{i}", "gear": {}} for i in range(gear)]}, b={"deck": deck(3, "x")}))
    ok(s, player="A", play="pp")
    o = settle(s)
    assert len(o["players"]["A"]["hand"]) == drawn and o["cards"]["pp"]["exhausted"]


def _hold(card, friends):
    here = [official("sh", card, controller="A")] + [unit(f"f{i}", 1, controller="A") for i in range(friends)]
    s = game(two_players(active="B", a={"deck": deck(3), "score": 0}, b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": here}]))
    ok(s, player="B", end_turn=True)  # A's Beginning Phase: A holds bf1 (470)
    return settle(s)


@exercises("Shen, Leader of the Kinkou Order")
@pytest.mark.parametrize("friends,score", [(0, 1), (1, 2), (2, 1)])
def test_shen_leader_scores_an_extra_point_holding_beside_exactly_one(friends, score):
    o = _hold("Shen, Leader of the Kinkou Order", friends)
    assert o["players"]["A"]["score"] == score


@exercises("Shen, Scourge of Shadows")
@pytest.mark.parametrize("friends,extra", [(0, 0), (1, 1), (2, 0)])
def test_shen_scourge_draws_holding_beside_exactly_one(friends, extra):
    o = _hold("Shen, Scourge of Shadows", friends)
    assert len(o["players"]["A"]["hand"]) == 1 + extra  # the Draw Phase's card, plus Shen's


@exercises("Shadow Order Disciple")
@pytest.mark.parametrize("burn", [False, True])
def test_shadow_order_disciple_may_burn_one_for_plus_one(burn):
    s = game(two_players(a={"base": [official("sd", "Shadow Order Disciple")], "deck": deck(3)}, b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["sd"], to="bf1")
    o = settle(s)
    assert o["decision"]["kind"] == "choose"
    ok(s, player="A", choose="yes" if burn else "no")
    o = settle(s)
    assert o["cards"]["sd"]["might"] == (3 if burn else 2) and o["players"]["A"]["trash"] == (["d0"] if burn else [])


@exercises("Sky Cruiser")
def test_sky_cruiser_discards_a_gear_to_deal_four():
    s = game(two_players(a={"base": [official("sc", "Sky Cruiser")], "energy": 1, "deck": deck(3),
                            "hand": [unit("notgear", 1), {"id": "hg", "gear": {}}]},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 5, controller="B")]}]))
    ok(s, player="A", activate="sc", targets=["e"])
    o = settle(s)
    assert o["cards"]["e"]["damage"] == 4 and o["players"]["A"]["trash"] == ["hg"] and o["cards"]["sc"]["exhausted"]


@exercises("Tomb-Raider Barbara")
@pytest.mark.parametrize("runes,empowered,zone", [(6, False, "base"), (7, False, "trash"), (7, True, "base")])
def test_tomb_raider_barbara_disempowers_or_kills_an_enemy_gear(runes, empowered, zone):
    s = game(two_players(a={"hand": [official("tb", "Tomb-Raider Barbara")], "energy": 4, "deck": deck(3),
                            "base": [official("hf", "Hextech Formula")],
                            "runes": [{"id": f"r{i}", "domain": "calm"} for i in range(runes)]},
                         b={"deck": deck(3, "x"), "base": [official("t", "Tools of Empire", controller="B")]}))
    if empowered:
        ok(s, player="A", activate="hf", targets=["t"])
        assert settle(s)["cards"]["t"]["empowered"]
    ok(s, player="A", play="tb")
    o = settle(s)
    assert o["cards"]["t"]["zone"] == zone and not o["cards"]["t"]["empowered"]


@exercises("Otterpus")
@pytest.mark.parametrize("number,score,drew", [(1, 0, 1), (3, 0, 1), (5, 1, 0)])
def test_otterpus_turns_early_conquer_points_into_draws(number, score, drew):
    s = game({"turn": _turn(number), "players": {"A": {"base": [unit("u", 2)], "deck": deck(3)},
                                                 "B": {"deck": deck(3, "x"), "base": [official("ot", "Otterpus", controller="B")]}},
              "battlefields": [{"id": "bf1"}]})
    o = conquer(s, ["u"])
    o = settle(s)
    assert o["players"]["A"]["score"] == score and len(o["players"]["A"]["hand"]) == drew


@exercises("Riven, Shattered")
@pytest.mark.parametrize("equipped,damage", [(0, 0), (1, 2)])
def test_riven_deals_two_per_equipment_when_she_attacks(equipped, damage):
    base = [official("r", "Riven, Shattered")] + ([official("g", "Doran's Blade")] if equipped else [])
    s = game(two_players(a={"base": base, "power": {"body": 1}, "deck": deck(3)}, b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    if equipped:
        ok(s, player="A", activate="g", targets=["r"])
        settle(s)
    ok(s, player="A", move=["r"], to="bf1")
    o = settle(s)
    assert o["cards"]["e"]["damage"] == damage


@exercises("Gangplank, Naval")
@pytest.mark.parametrize("empowered", [False, True])
def test_gangplank_empowered_turns_a_stun_that_chose_him_into_plus_three(empowered):
    s = game(two_players(a={"base": [official("gp", "Gangplank, Naval")], "power": {"body": 2}, "energy": 1,
                            "hand": [official("st", "Stupefy")], "deck": deck(3)},
                         b={"deck": deck(3, "x")}))
    if empowered:
        ok(s, player="A", activate="gp", ability=1)
        settle(s)
    ok(s, player="A", play="st", targets=["gp"])  # "-1 [S] this turn, to a minimum of 1"
    o = settle(s)
    assert o["cards"]["gp"]["might"] == (9 if empowered else 5)
    assert len(o["players"]["A"]["hand"]) == 1  # the rest of Stupefy (draw 1) still happens


@exercises("Gangplank, Naval")
def test_gangplanks_increases_are_not_replaced():
    s2 = game(two_players(a={"base": [official("gp", "Gangplank, Naval")], "power": {"body": 2}, "deck": deck(3),
                             "energy": 2, "hand": [official("gr", "Guttural Roar")]}, b={"deck": deck(3, "x")}))
    ok(s2, player="A", activate="gp", ability=1)
    settle(s2)
    ok(s2, player="A", play="gr", targets=["gp"])  # an increase is not replaced
    assert settle(s2)["cards"]["gp"]["might"] == 10


@exercises("Mel, Newly Awakened")
def test_mel_draws_when_played():
    s = game(two_players(a={"hand": [official("m", "Mel, Newly Awakened")], "energy": 4, "power": {"mind": 1},
                            "deck": deck(3)}, b={"deck": deck(3, "x")}))
    ok(s, player="A", play="m")
    assert settle(s)["players"]["A"]["hand"] == ["d0"]


@exercises("Mel, Newly Awakened")
@pytest.mark.parametrize("empowered,might", [(False, 4), (True, 3)])
def test_mel_empowered_adds_minus_one_to_her_controllers_chosen_decreases(empowered, might):
    s = game(two_players(a={"base": [official("m", "Mel, Newly Awakened")], "energy": 4, "deck": deck(3),
                            "hand": [official("st", "Stupefy")]},
                         b={"deck": deck(3, "x"), "base": [unit("e", 5, controller="B")]}))
    if empowered:
        ok(s, player="A", activate="m", ability=1)
        settle(s)
    ok(s, player="A", play="st", targets=["e"])  # -1, to a minimum of 1
    assert settle(s)["cards"]["e"]["might"] == might


@exercises("Mel, Newly Awakened")
@pytest.mark.parametrize("empowered", [False, True])
def test_mel_empowered_makes_her_controllers_spells_uncounterable(empowered):
    s = game(two_players(a={"base": [official("m", "Mel, Newly Awakened")], "energy": 5, "deck": deck(3),
                            "hand": [official("st", "Stupefy")]},
                         b={"deck": deck(3, "x"), "base": [unit("e", 5, controller="B")], "energy": 4,
                            "power": {"calm": 2}, "hand": [official("df", "Defy")]}))
    if empowered:
        ok(s, player="A", activate="m", ability=1)
        settle(s)
    ok(s, player="A", play="st", targets=["e"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="df", targets=["st"])
    o = s.observe()
    for _ in range(8):
        if not o["chain"]:
            break
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    assert o["cards"]["e"]["might"] == (3 if empowered else 5)  # countered: no -1, no draw
