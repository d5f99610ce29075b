"""Card lane C: spells and gear of Origins and Vendetta (channel-or-draw, leaving the board, can't be
countered, Deflect ignored, battlefield-wide Might, replacing a death for a cost, end-of-turn and
Beginning Phase triggers). Each is played, activated or triggered and its effect checked on the observed
state."""

from __future__ import annotations

import pytest
from cardsC_helpers import drive, no, yes
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, first_options, official


def runes(n: int, prefix: str = "r", exhausted: bool = False, domain: str = "body") -> list:
    return [{"id": f"{prefix}{i}", "domain": domain, "exhausted": exhausted} for i in range(n)]


@exercises("Mobilize")
@pytest.mark.parametrize("rune_deck,channelled,drawn", [(1, 1, 0), (0, 0, 1)])
def test_mobilize_channels_an_exhausted_rune_or_draws_if_it_cannot(rune_deck, channelled, drawn):
    s = game(two_players(a={"energy": 2, "deck": deck(2), "hand": [official("m", "Mobilize")],
                            "rune_deck": [{"id": f"rd{i}", "domain": "body"} for i in range(rune_deck)]}))
    ok(s, player="A", play="m")
    o = drive(s)
    assert len(o["players"]["A"]["runes"]) == channelled and len(o["players"]["A"]["hand"]) == drawn
    assert all(o["cards"][r]["exhausted"] for r in o["players"]["A"]["runes"])


@exercises("Treasure Trove")
def test_treasure_trove_kills_itself_to_draw_and_channel():
    s = game(two_players(a={"power": {"chaos": 1}, "deck": deck(2), "rune_deck": [{"id": "rd", "domain": "chaos"}],
                            "base": [official("tt", "Treasure Trove")]}))
    ok(s, player="A", activate="tt")
    o = drive(s)
    assert o["cards"]["tt"]["zone"] == "trash" and o["players"]["A"]["hand"] == ["d0"]
    assert o["players"]["A"]["runes"] == ["rd"] and o["cards"]["rd"]["exhausted"] is True


@exercises("Treasure Trove", "Decree of Unity")
def test_treasure_trove_draws_when_an_opponent_kills_it_and_decree_of_unity_needs_chaos():
    s = game(two_players(a={"energy": 2, "power": {"order": 1}, "hand": [official("du", "Decree of Unity")]},
                         b={"deck": deck(2, "x"), "base": [official("tt", "Treasure Trove", controller="B"),
                                                          unit("plain", controller="B")]}))
    refused(s, None, player="A", play="du", targets=["plain"])
    ok(s, player="A", play="du", targets=["tt"])
    o = drive(s)
    assert o["cards"]["tt"]["zone"] == "trash" and o["players"]["B"]["hand"] == ["x0"]


@exercises("Decree of Rage")
def test_decree_of_rage_cannot_be_countered():
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "hand": [official("dr", "Decree of Rage")]},
                         b={"energy": 1, "power": {"calm": 1}, "hand": [official("defy", "Defy")],
                            "base": [official("cs", "Apprentice Smith", controller="B"), unit("plain", 5, controller="B")]}))
    refused(s, None, player="A", play="dr", targets=["plain"])  # not Calm
    ok(s, player="A", play="dr", targets=["cs"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="defy", targets=["dr"])
    o = drive(s)
    assert o["cards"]["defy"]["zone"] == "trash" and o["cards"]["dr"]["zone"] == "trash"
    assert o["cards"]["cs"]["zone"] == "trash"  # 4 damage to a 2 Might unit: the Decree resolved


@exercises("Decree of Insight")
def test_decree_of_insight_ignores_deflect_on_its_own_cost():
    s = game(two_players(a={"energy": 1, "hand": [official("di", "Decree of Insight"), official("st", "Stupefy")]},
                         b={"base": [official("sr", "Spirit's Refuge", controller="B"),
                                     official("bb", "Bilgewater Bully", controller="B", buffed=True)]}))
    assert "Deflect" in s.observe()["cards"]["bb"]["keywords"]
    refused(s, None, player="A", play="st", targets=["bb"])  # Stupefy must pay [A] for Deflect
    ok(s, player="A", play="di", targets=["bb"])
    o = drive(s)
    assert o["cards"]["bb"]["might"] == 7 - 5


@exercises("Siphon Power")
def test_siphon_power_pumps_friends_and_drains_enemies_to_a_minimum_of_one():
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "hand": [official("sp", "Siphon Power")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 2, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("e1", 1, controller="B"),
                                                                                  unit("e3", 3, controller="B")]}]))
    ok(s, player="A", play="sp", targets=["bf2"])
    o = drive(s)
    assert (o["cards"]["f"]["might"], o["cards"]["e1"]["might"], o["cards"]["e3"]["might"]) == (2, 1, 2)
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "hand": [official("sp", "Siphon Power")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 2, controller="A")]}]))
    ok(s, player="A", play="sp", targets=["bf1"])
    assert drive(s)["cards"]["f"]["might"] == 3


@exercises("Stormbringer")
def test_stormbringer_deals_its_units_might_to_the_enemies_there_then_moves_it():
    s = game(two_players(a={"energy": 6, "power": {"fury": 2}, "hand": [official("sb", "Stormbringer")],
                            "base": [unit("big", 4)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e1", 4, controller="B"),
                                                                                  unit("e2", 5, controller="B")]}]))
    ok(s, player="A", play="sb", targets=["big"], to="bf1")
    o = drive(s)
    assert o["cards"]["e1"]["zone"] == "trash" and o["cards"]["e2"]["damage"] == 4
    assert o["cards"]["big"]["zone"] == "bf1"


@exercises("The Syren")
def test_the_syren_moves_a_friendly_unit_from_a_battlefield_to_base():
    s = game(two_players(a={"energy": 1, "base": [official("sy", "The Syren")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    ok(s, player="A", activate="sy", targets=["u"])
    o = drive(s)
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["sy"]["exhausted"] is True
    assert any(e["type"] == "move" and e["unit"] == "u" for e in s.events())


@exercises("Sona, Harmonious")
@pytest.mark.parametrize("where,readied", [("bf1", 4), ("base", 0)])
def test_sona_readies_up_to_four_runes_at_the_end_of_your_turn_from_a_battlefield(where, readied):
    sona = official("so", "Sona, Harmonious", controller="A")
    s = game(two_players(a={"deck": deck(3), "runes": runes(5, exhausted=True), "base": [sona] if where == "base" else []},
                         b={"deck": deck(3, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [sona] if where == "bf1" else []}]))
    ok(s, player="A", end_turn=True)
    o = s.observe()
    if readied:
        assert [c["ref"] for c in o["chain"]] == ["so.trigger"]
        o = drive(s, lambda d: {"choose": d["options"][:4]} if d["kind"] == "choose" else first_options(d))
    ready_runes = [r for r in o["players"]["A"]["runes"] if not o["cards"][r]["exhausted"]]
    assert len(ready_runes) == readied


@exercises("Forsaken Baccai")
@pytest.mark.parametrize("mine,theirs,might", [(1, 2, 3), (2, 2, 2)])
def test_forsaken_baccai_grows_when_you_have_fewer_runes_at_your_beginning_phase(mine, theirs, might):
    s = game(two_players(active="B", a={"deck": deck(3), "runes": runes(mine), "base": [official("fb", "Forsaken Baccai")]},
                         b={"deck": deck(3, "x"), "runes": runes(theirs, "q")}))
    ok(s, player="B", end_turn=True)
    o = drive(s)
    assert o["turn"]["active"] == "A" and o["cards"]["fb"]["might"] == might


@exercises("Crumbling Sands")
@pytest.mark.parametrize("earlier,countered", [(True, True), (False, False)])
def test_crumbling_sands_counters_only_after_another_opponent_spell(earlier, countered):
    hand = [official("fs", "Falling Star"), official("di", "Discipline")]
    s = game(two_players(active="B", a={"energy": 1, "power": {"calm": 1}, "hand": [official("cs", "Crumbling Sands")],
                                        "base": [unit("u", 5)]},
                         b={"energy": 6, "power": {"fury": 2}, "deck": deck(3, "x"), "hand": hand}))
    if earlier:
        ok(s, player="B", play="di", targets=["u"])
        drive(s)
    ok(s, player="B", play="fs", targets=["u", "u"])
    ok(s, player="B", **PASS)
    ok(s, player="A", play="cs", targets=["fs"])
    o = drive(s)
    assert (o["cards"]["u"]["zone"] == "base") is countered and o["cards"]["cs"]["zone"] == "trash"


@exercises("Unlicensed Armory")
@pytest.mark.parametrize("pay", [True, False])
def test_unlicensed_armory_saves_the_unit_from_its_next_death_for_fury_power(pay):
    s = game(two_players(a={"energy": 2, "power": {"fury": 3}, "hand": [unit("junk"), official("fs", "Falling Star")],
                            "base": [official("ua", "Unlicensed Armory")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("hero", 3, controller="A")]}]))
    ok(s, player="A", activate="ua", targets=["hero"])
    o = drive(s)
    assert o["cards"]["junk"]["zone"] == "trash" and o["cards"]["ua"]["exhausted"] is True
    ok(s, player="A", play="fs", targets=["hero", "hero"])
    o = drive(s, yes if pay else no)
    if pay:
        assert o["cards"]["hero"]["zone"] == "base" and o["cards"]["hero"]["damage"] == 0
        assert o["cards"]["hero"]["exhausted"] is True and o["players"]["A"]["power"] == {}
    else:
        assert o["cards"]["hero"]["zone"] == "trash"


@exercises("Pack of Wonders")
def test_pack_of_wonders_returns_another_friendly_permanent_or_facedown_card():
    def setup():
        return game(two_players(a={"base": [official("pw", "Pack of Wonders"), {"id": "g", "gear": {}}],
                                   "deck": [unit("top")]},
                                b={"base": [unit("theirs", controller="B")]},
                                battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")],
                                               "facedown": [official("ds", "Disciple of Shen", controller="A")]}]))
    s = setup()
    for bad in ("pw", "top", "theirs"):  # itself, a card in a deck (not "facedown", says the FAQ), an enemy's
        refused(s, "not a legal choice", player="A", activate="pw", targets=[bad])
    ok(s, player="A", activate="pw", targets=["ds"])
    o = drive(s)
    assert o["cards"]["ds"]["zone"] == "hand" and o["battlefields"]["bf1"]["facedown"] == []
    assert any(e["type"] == "reveal" and e["card"] == "ds" for e in s.events())
    s = setup()
    ok(s, player="A", activate="pw", targets=["g"])
    assert drive(s)["cards"]["g"]["zone"] == "hand"


@exercises("Acceleration Gate")
def test_acceleration_gate_readies_up_to_four_units_gear_and_runes():
    s = game(two_players(a={"energy": 3, "power": {"mind": 1},
                            "hand": [official("ag", "Acceleration Gate")],
                            "runes": runes(2, exhausted=True),
                            "base": [unit("u", exhausted=True), {"id": "g", "gear": {}, "exhausted": True},
                                     unit("left", exhausted=True)]}))
    refused(s, None, player="A", play="ag", targets=["u", "g", "r0", "r1", "left"])  # five: too many
    ok(s, player="A", play="ag", targets=["u", "g", "r0", "r1"])
    o = drive(s)
    assert not any(o["cards"][c]["exhausted"] for c in ("u", "g", "r0", "r1"))
    assert o["cards"]["left"]["exhausted"] is True
