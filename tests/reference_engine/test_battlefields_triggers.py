"""Battlefields whose abilities trigger on moves, combats, plays, returns and the Beginning Phase."""

from battlefield_helpers import PASS_FOCUS, resolve
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


@exercises('Back-Alley Bar')
def test_back_alley_bar_pumps_a_unit_moving_away():
    s = game(two_players(battlefields=[{"id": "bf", "card": "Back-Alley Bar", "controller": "A",
                                        "units": [unit("u", 2, controller="A"), unit("stay", 1, controller="A")]}]))
    o = ok(s, player="A", move=["u"], to="base")
    assert [c["ref"] for c in o["chain"]] == ["bf.trigger"] and o["chain"][0]["controller"] == "A"
    o = resolve(s, o)
    assert o["cards"]["u"]["might"] == 3 and o["cards"]["stay"]["might"] == 1


def _attack(card, defenders, a=None, b=None):
    a = dict(a or {})
    a["base"] = [unit("att", 5)] + a.get("base", [])
    s = game(two_players(a=a, b=b, battlefields=[{"id": "bf", "card": card, "controller": "B", "units": defenders}]))
    return s, ok(s, player="A", move=["att"], to="bf")


@exercises("Reaver's Row")
def test_reavers_row_lets_the_defender_pull_a_unit_back():
    s, o = _attack("Reaver's Row", [unit("d1", 1, controller="B"), unit("d2", 1, controller="B")])
    assert o["decision"]["player"] == "B" and set(o["decision"]["options"]) == {"d1", "d2"}
    o = ok(s, player="B", choose=["d2"])
    o = resolve(s, o)
    assert o["cards"]["d2"]["zone"] == "base" and o["cards"]["d1"]["zone"] == "bf"


@exercises('Fortified Position')
def test_fortified_position_gives_shield_two_for_the_combat():
    s, o = _attack("Fortified Position", [unit("d1", 1, controller="B"), unit("d2", 1, controller="B")])
    assert o["decision"]["player"] == "B"
    o = ok(s, player="B", choose=["d1"])
    o = resolve(s, o)
    assert "Shield 2" in o["cards"]["d1"]["keywords"] and o["cards"]["d1"]["might"] == 3  # +2 while defending


@exercises('Threshold of the Gray')
def test_threshold_of_the_gray_gives_both_combatants_energy():
    s, o = _attack("Threshold of the Gray", [unit("d1", 1, controller="B")])
    o = resolve(s, o)
    assert o["players"]["A"]["energy"] == 1 and o["players"]["B"]["energy"] == 1


@exercises('Frozen Fortress')
def test_frozen_fortress_chills_units_there_at_each_beginning_phase():
    s = game(two_players(active="B", a={"deck": [unit("a1"), unit("a2")]},
                         battlefields=[{"id": "bf", "card": "Frozen Fortress", "controller": "A",
                                        "units": [unit("big", 3, controller="A"), unit("small", 1, controller="A")]}]))
    o = ok(s, player="B", end_turn=True)
    assert [c["ref"] for c in o["chain"]] == ["bf.trigger"]
    o = resolve(s, o)
    assert o["cards"]["small"]["zone"] == "trash" and o["cards"]["big"]["damage"] == 1
    assert o["players"]["A"]["score"] == 1  # still held after the ability, before scoring


@exercises('Dusk Rose Lab')
def test_dusk_rose_lab_kills_a_unit_to_draw_before_scoring():
    s = game(two_players(active="B", a={"deck": [unit("a1"), unit("a2")]},
                         battlefields=[{"id": "bf", "card": "Dusk Rose Lab", "controller": "A",
                                        "units": [unit("u1", 1, controller="A"), unit("u2", 1, controller="A")]}]))
    o = ok(s, player="B", end_turn=True)
    o = resolve(s, o)
    assert o["decision"]["player"] == "A"
    o = ok(s, player="A", choose=["u1"])
    assert o["cards"]["u1"]["zone"] == "trash" and o["players"]["A"]["hand"] == ["a1", "a2"]


@exercises('Dusk Rose Lab')
def test_dusk_rose_lab_ignores_the_opponents_beginning_phase():
    s = game(two_players(b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf", "card": "Dusk Rose Lab", "controller": "A",
                                        "units": [unit("u1", 1, controller="A")]}]))
    o = ok(s, player="A", end_turn=True)
    assert o["turn"]["active"] == "B" and o["cards"]["u1"]["zone"] == "bf" and o["decision"] is None


@exercises('Valley of Idols')
def test_valley_of_idols_buffs_a_unit_played_there_for_one():
    s = game(two_players(a={"energy": 1, "hand": [unit("new", 1, cost=0)]},
                         battlefields=[{"id": "bf", "card": "Valley of Idols", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    o = ok(s, player="A", play="new", to="bf")
    o = resolve(s, o)
    assert o["decision"]["player"] == "A"
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    assert o["cards"]["new"]["buffed"] is True and o["players"]["A"]["energy"] == 0


@exercises('Star Spring')
def test_star_spring_moves_another_unit_home_the_first_time_only():
    s = game(two_players(a={"hand": [unit("n1", 1, cost=0), unit("n2", 1, cost=0)]},
                         battlefields=[{"id": "bf", "card": "Star Spring", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    o = ok(s, player="A", play="n1", to="bf")
    o = resolve(s, o)
    assert o["decision"]["player"] == "A" and o["decision"]["options"] == ["h"]
    o = ok(s, player="A", choose=["h"])
    assert o["cards"]["h"]["zone"] == "base"
    o = ok(s, player="A", play="n2", to="bf")
    o = resolve(s, o)
    assert o["decision"] is None and o["chain"] == []


@exercises("Ripper's Bay")
def test_rippers_bay_lets_the_owner_pay_to_channel_when_a_unit_returns():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "gust", "card": "Gust"}]},
                         b={"energy": 1, "rune_deck": [{"id": "rb", "domain": "calm"}]},
                         battlefields=[{"id": "bf", "card": "Ripper's Bay", "controller": "B",
                                        "units": [unit("e", 2, controller="B")]}]))
    ok(s, player="A", play="gust", targets=["e"])
    o = resolve(s)
    assert o["cards"]["e"]["zone"] == "hand" and o["decision"]["player"] == "B"
    o = ok(s, player="B", choose="yes")
    o = resolve(s, o)
    assert o["players"]["B"]["runes"] == ["rb"] and o["cards"]["rb"]["exhausted"] is True


def _deck(n):
    return [unit(f"d{i}") for i in range(1, n + 1)]


@exercises('Forgotten Library')
def test_forgotten_library_predicts_after_a_spell_of_four_energy_or_more():
    s = game(two_players(a={"energy": 6, "deck": _deck(4), "hand": [{"id": "big", "card": "Consult the Past"},
                                                                   {"id": "small", "card": "Dredge Up"}]},
                         battlefields=[{"id": "bf", "card": "Forgotten Library", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    ok(s, player="A", play="small")
    o = resolve(s)
    assert o["chain"] == [] and o["players"]["A"]["hand"] == ["big", "d1"]  # [2] spent: no Predict
    ok(s, player="A", play="big")
    o = resolve(s)
    assert [c["ref"] for c in o["chain"]] == ["bf.trigger"]
    o = resolve(s, o)
    assert o["decision"]["options"] == ["d4"]  # Predict: look at the top card
    o = ok(s, player="A", choose=["d4"])
    assert o["players"]["A"]["deck"][-1] == "d4"  # recycled to the bottom


def _conquer_trapping_grounds(attacker_might):
    s = game(two_players(a={"base": [unit("att", attacker_might)]},
                         battlefields=[{"id": "bf", "card": "Trapping Grounds", "controller": "B",
                                        "units": [unit("d", 2, controller="B")]}]))
    ok(s, player="A", move=["att"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    return s, resolve(s, ok(s, player="B", **PASS_FOCUS))


@exercises('Trapping Grounds')
def test_trapping_grounds_gives_a_bird_for_three_excess_damage():
    s, o = _conquer_trapping_grounds(5)  # 5 assigned to a 2 Might unit: 3 beyond lethal
    assert o["battlefields"]["bf"]["controller"] == "A"
    (bird,) = [cid for cid, c in o["cards"].items() if c["name"] == "Bird"]
    assert o["cards"][bird]["zone"] == "base" and "Deflect" in o["cards"][bird]["keywords"]
    s, o = _conquer_trapping_grounds(4)  # 2 beyond lethal
    assert o["battlefields"]["bf"]["controller"] == "A"
    assert not [cid for cid, c in o["cards"].items() if c["name"] == "Bird"]


def test_reckoners_arena_activates_the_conquer_abilities_of_units_there():
    s = game(two_players(active="B", a={"deck": _deck(2)},
                         battlefields=[{"id": "bf", "card": "Reckoner's Arena", "controller": "A",
                                        "units": [{"id": "poro", "card": "Plundering Poro", "controller": "A"}]},
                                       {"id": "other", "controller": "A", "units": [
                                           {"id": "poro2", "card": "Plundering Poro", "controller": "A"}]}]))
    o = ok(s, player="B", end_turn=True)
    o = resolve(s, o)
    golds = [cid for cid, c in o["cards"].items() if c["name"] == "Gold"]
    assert len(golds) == 1 and o["cards"][golds[0]]["zone"] == "base"  # only the unit at the Arena
    assert not [e for e in s.events() if e["type"] == "conquer"]  # no conquer happened


@exercises('The Academy')
def test_the_academy_gives_the_next_spell_repeat_equal_to_its_base_cost():
    s = game(two_players(active="B", a={"deck": _deck(5), "hand": [{"id": "dredge", "card": "Dredge Up"},
                                                                  {"id": "dredge2", "card": "Dredge Up"}],
                                        "runes": [{"id": f"r{i}", "domain": "mind"} for i in range(6)]},
                         battlefields=[{"id": "bf", "card": "The Academy", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    o = resolve(s, ok(s, player="B", end_turn=True))
    assert o["turn"]["phase"] == "main" and o["players"]["A"]["hand"] == ["dredge", "dredge2", "d1"]
    for i in range(4):
        ok(s, player="A", activate=f"r{i}")
    ok(s, player="A", play="dredge", repeat=1)  # [2] + Repeat [2]
    o = resolve(s)
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["hand"] == ["dredge2", "d1", "d2", "d3"]
    ok(s, player="A", activate="r4")
    ok(s, player="A", activate="r5")
    refused(s, "Repeat", player="A", play="dredge2", repeat=1)  # used up by the first spell


def _altar_combat(b_power):
    s = game(two_players(a={"base": [unit("att", 5)]}, b={"power": b_power},
                         battlefields=[{"id": "bf", "card": "Altar of Blood", "controller": "B",
                                        "units": [unit("d", 2, controller="B")]}]))
    ok(s, player="A", move=["att"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    return s, ok(s, player="B", **PASS_FOCUS)


@exercises('Altar of Blood')
def test_altar_of_blood_lets_the_controller_pay_to_recall_a_dying_unit():
    s, o = _altar_combat({"chaos": 2, "order": 1})
    assert o["decision"]["player"] == "B" and o["decision"]["options"] == ["yes", "no"]
    o = resolve(s, ok(s, player="B", choose="yes"))
    d = o["cards"]["d"]
    assert (d["zone"], d["damage"], d["exhausted"]) == ("base", 0, True) and o["players"]["B"]["power"] == {}
    assert o["battlefields"]["bf"]["controller"] == "A"


@exercises('Altar of Blood')
def test_altar_of_blood_declined_or_unpayable_lets_the_unit_die():
    s, o = _altar_combat({"chaos": 3})
    o = resolve(s, ok(s, player="B", choose="no"))
    assert o["cards"]["d"]["zone"] == "trash" and o["players"]["B"]["power"] == {"chaos": 3}
    s, o = _altar_combat({"chaos": 2})
    assert o["decision"] is None and o["cards"]["d"]["zone"] == "trash"
