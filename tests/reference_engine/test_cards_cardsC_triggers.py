"""Card lane C: triggered abilities named for a player's action (ready, buff, kill, discard, play, die)
and "for each" counts. Each card is played, triggered or counted and its effect checked on the observed
state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, two_players, unit
from exercised import exercises
from cardsC_helpers import drive, yes
from unl_helpers import PASS, first_options, official


@exercises("Pirate's Haven")
def test_pirates_haven_pumps_units_you_ready_in_the_awaken_phase_only_yours():
    s = game(two_players(active="B", a={"deck": deck(3), "base": [official("ph", "Pirate's Haven"),
                                                                  unit("tired", 2, exhausted=True), unit("fresh", 2)]},
                         b={"deck": deck(3, "x"), "base": [unit("theirs", 2, exhausted=True)]}))
    ok(s, player="B", end_turn=True)  # A's Awaken Phase: A readies "tired" (415.3.a)
    o = drive(s, first_options)
    assert o["cards"]["tired"]["might"] == 3 and o["cards"]["tired"]["exhausted"] is False
    assert o["cards"]["fresh"]["might"] == 2  # already ready: not readied (415.1.b)
    assert o["cards"]["theirs"]["might"] == 2


@exercises("Spirit's Refuge", "Mistfall")
@pytest.mark.parametrize("pay", [True, False])
def test_mistfall_readies_a_unit_you_buff_for_body_power(pay):
    s = game(two_players(a={"energy": 3, "power": {"calm": 1, "body": 1 if pay else 0},
                            "hand": [official("sr", "Spirit's Refuge")],
                            "base": [official("mf", "Mistfall"), unit("u", 2, exhausted=True)]}))
    ok(s, player="A", play="sr")
    o = drive(s, yes)
    assert o["cards"]["u"]["buffed"] is True and o["cards"]["u"]["might"] == 3
    assert o["cards"]["u"]["exhausted"] is (not pay)
    assert o["cards"]["mf"]["exhausted"] is pay


@exercises("Spirit's Refuge")
def test_spirits_refuge_gives_deflect_to_friendly_buffed_units_without_adding_to_deflect():
    o = game(two_players(a={"base": [official("sr", "Spirit's Refuge"), unit("b", buffed=True), unit("plain"),
                                     unit("d", buffed=True, keywords=["Deflect 2"])]},
                         b={"base": [unit("e", buffed=True)]})).observe()
    kw = {c: o["cards"][c]["keywords"] for c in ("b", "plain", "d", "e")}
    assert "Deflect" in kw["b"] and "Deflect" not in kw["plain"] and "Deflect" not in kw["e"]
    assert kw["d"] == ["Deflect 2"]


@exercises("Solari Chief", "Solari Shrine")
def test_solari_chief_stuns_then_kills_and_the_shrine_draws_for_the_stunned_kill():
    s = game(two_players(a={"energy": 10, "power": {"order": 2}, "deck": deck(3),
                            "hand": [official("c1", "Solari Chief"), official("c2", "Solari Chief")],
                            "base": [official("ss", "Solari Shrine")]},
                         b={"base": [unit("e", 3, controller="B")]}))
    ok(s, player="A", play="c1")
    o = drive(s, first_options)
    assert o["cards"]["e"]["stunned"] is True and o["cards"]["e"]["zone"] == "base"
    assert o["players"]["A"]["hand"] == ["c2"]  # nothing killed yet
    ok(s, player="A", play="c2")
    o = drive(s, yes)
    assert o["cards"]["e"]["zone"] == "trash"
    assert o["players"]["A"]["hand"] == ["d0"] and o["cards"]["ss"]["exhausted"] is True


@exercises("Salvage")
def test_salvage_may_kill_no_gear_and_still_draws():
    s = game(two_players(a={"energy": 2, "power": {"order": 1}, "deck": deck(3),
                            "hand": [official("sv", "Salvage")], "base": [official("g", "Scrapheap")]}))
    ok(s, player="A", play="sv", targets=[])
    o = drive(s)
    assert o["cards"]["g"]["zone"] == "base" and o["players"]["A"]["hand"] == ["d0"]


@exercises("Scrapheap", "Salvage")
def test_scrapheap_draws_when_played_discarded_or_killed():
    s = game(two_players(a={"energy": 2, "deck": deck(3), "hand": [official("sh", "Scrapheap")]}))
    ok(s, player="A", play="sh")
    o = drive(s, first_options)
    assert o["players"]["A"]["hand"] == ["d0"]
    # killed: Salvage kills it (and draws its own 1)
    s = game(two_players(a={"energy": 2, "power": {"order": 1}, "deck": deck(3),
                            "hand": [official("sv", "Salvage")], "base": [official("sh", "Scrapheap")]}))
    ok(s, player="A", play="sv", targets=["sh"])
    o = drive(s, lambda d: {"choose": ["sh"]} if "sh" in d["options"] else first_options(d))
    assert o["cards"]["sh"]["zone"] == "trash" and sorted(o["players"]["A"]["hand"]) == ["d0", "d1"]


@exercises("Vanguard Helm")
def test_vanguard_helm_passes_a_buff_on_when_a_buffed_friend_dies():
    s = game(two_players(a={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")],
                            "base": [official("vh", "Vanguard Helm"), unit("heir", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             unit("b", 1, buffed=True, controller="A"), unit("plain", 1, controller="A")]}]))
    ok(s, player="A", play="fs", targets=["plain", "plain"])
    o = drive(s, first_options)
    assert o["cards"]["plain"]["zone"] == "trash" and o["cards"]["heir"]["buffed"] is False  # not buffed: nothing
    s = game(two_players(a={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")],
                            "base": [official("vh", "Vanguard Helm"), unit("heir", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("b", 1, buffed=True, controller="A")]}]))
    ok(s, player="A", play="fs", targets=["b", "b"])
    o = drive(s, first_options)
    assert o["cards"]["b"]["zone"] == "trash" and o["cards"]["heir"]["buffed"] is True


@exercises("Viktor, Innovator")
def test_viktor_innovator_makes_a_recruit_for_a_card_played_on_their_turn():
    s = game(two_players(a={"energy": 2, "deck": deck(2), "hand": [official("di", "Discipline")],
                            "base": [official("vk", "Viktor, Innovator"), unit("u")]}))
    # on A's own turn: nothing
    ok(s, player="A", play="di", targets=["u"])
    o = drive(s, first_options)
    assert not [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Recruit"]
    s = game(two_players(active="B", a={"energy": 2, "deck": deck(2), "hand": [official("di", "Discipline")],
                                        "base": [official("vk", "Viktor, Innovator"), unit("u")]},
                         b={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")],
                            "deck": deck(2, "x")}))
    ok(s, player="B", play="fs", targets=["u", "u"])
    ok(s, player="B", **PASS)
    ok(s, player="A", play="di", targets=["u"])  # a Reaction on B's turn
    o = drive(s, first_options)
    recruits = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Recruit"]
    assert len(recruits) == 1 and o["cards"][recruits[0]]["might"] == 1


@exercises("Viktor, Leader")
def test_viktor_leader_replaces_dead_non_recruits_with_recruits():
    s = game(two_players(a={"energy": 2, "power": {"fury": 2}, "hand": [official("fs", "Falling Star")],
                            "base": [official("vk", "Viktor, Leader"), unit("u", 2), unit("r", 1, name="Recruit")]}))
    ok(s, player="A", play="fs", targets=["u", "u"])
    o = drive(s, first_options)
    recruits = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Recruit" and c != "r"]
    assert o["cards"]["u"]["zone"] == "trash" and len(recruits) == 1


@exercises("Raging Soul")
def test_raging_soul_has_assault_and_ganking_after_you_discard():
    s = game(two_players(a={"energy": 5, "hand": [official("bb", "Brazen Buccaneer"), unit("junk")],
                            "base": [official("rs", "Raging Soul")]}))
    assert "Assault" not in s.observe()["cards"]["rs"]["keywords"]
    ok(s, player="A", play="bb", additional_cost=True)
    o = drive(s, first_options)
    assert o["cards"]["junk"]["zone"] == "trash"
    assert {"Assault", "Ganking"} <= set(o["cards"]["rs"]["keywords"])


@exercises("Sett, Kingpin")
def test_sett_kingpin_counts_buffed_friendly_units_at_his_battlefield():
    o = game(two_players(a={"base": [unit("home", buffed=True)]},
                         b={},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("s", "Sett, Kingpin", controller="A", buffed=True),
                             unit("b1", buffed=True, controller="A"), unit("p", controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e", buffed=True, controller="B")]}]
                         )).observe()
    assert o["cards"]["s"]["might"] == 5 + 1 + 2  # his buff, then himself and b1
    o = game(two_players(a={"base": [official("s", "Sett, Kingpin", buffed=True), unit("b", buffed=True)]})).observe()
    assert o["cards"]["s"]["might"] == 6  # in base: at no battlefield


@exercises("Consuming Curse")
@pytest.mark.parametrize("copies,dies", [(0, False), (1, True)])
def test_consuming_curse_adds_one_bonus_damage_per_copy_in_the_trash(copies, dies):
    s = game(two_players(a={"energy": 2, "hand": [official("cc", "Consuming Curse")],
                            "trash": [official(f"t{i}", "Consuming Curse") for i in range(copies)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 3, controller="B")]}]))
    ok(s, player="A", play="cc", targets=["e"])
    o = drive(s, first_options)
    assert (o["cards"]["e"]["zone"] == "trash") is dies
    if not dies:
        assert o["cards"]["e"]["damage"] == 2


@exercises("Peak Guardian")
def test_peak_guardian_buffs_itself_and_the_friends_at_its_battlefield():
    s = game(two_players(a={"energy": 6, "power": {"order": 1}, "hand": [official("pg", "Peak Guardian")],
                            "base": [unit("home")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", controller="A")]}]))
    ok(s, player="A", play="pg", to="bf1")
    o = drive(s, first_options)
    assert o["cards"]["pg"]["buffed"] and o["cards"]["f"]["buffed"] and not o["cards"]["home"]["buffed"]
    s = game(two_players(a={"energy": 6, "power": {"order": 1}, "hand": [official("pg", "Peak Guardian")],
                            "base": [unit("home")]}))
    ok(s, player="A", play="pg")
    o = drive(s, first_options)
    assert o["cards"]["pg"]["buffed"] and not o["cards"]["home"]["buffed"]


@exercises("Showstopper")
def test_showstopper_buffs_a_unit_in_base_and_moves_it_to_a_battlefield():
    s = game(two_players(a={"energy": 1, "power": {"body": 1}, "hand": [official("st", "Showstopper")],
                            "base": [unit("u", 2)]},
                         battlefields=[{"id": "bf1", "controller": None, "units": []}]))
    ok(s, player="A", play="st", targets=["u"], to="bf1")
    o = drive(s, first_options)
    assert o["cards"]["u"]["zone"] == "bf1" and o["cards"]["u"]["buffed"] is True


@exercises("Overt Operation")
def test_overt_operation_spends_chosen_buffs_to_ready_then_buffs_everyone():
    s = game(two_players(a={"energy": 5, "power": {"body": 2}, "hand": [official("oo", "Overt Operation")],
                            "base": [unit("b1", exhausted=True, buffed=True), unit("b2", exhausted=True, buffed=True),
                                     unit("p", exhausted=True)]}))
    ok(s, player="A", play="oo")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose=["b1"])
    assert o["cards"]["b1"]["exhausted"] is False and o["cards"]["b2"]["exhausted"] is True
    assert all(o["cards"][u]["buffed"] for u in ("b1", "b2", "p")) and o["cards"]["p"]["exhausted"] is True
