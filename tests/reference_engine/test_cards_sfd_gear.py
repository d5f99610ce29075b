"""Spiritforged gear (and units built on gear, buffs and deaths): each used or triggered in a small game, its
effect checked on the observed state."""

import pytest
from battlefield_helpers import PASS_FOCUS, resolve
from engine_helpers import ok, refused, unit
from exercised import exercises
from test_cards_sfd_units import card, play, refs, setup

PASS = {"pass": "priority"}


def golds(o, player="A"):
    return [c for c in o["cards"].values() if c["name"] == "Gold" and c["controller"] == player and c["zone"] == "base"]


@exercises("Chemtech Cask")
def test_chemtech_cask_exhausts_for_gold_when_its_player_casts_on_the_opponents_turn():
    s = setup({"base": [card("cask", "Chemtech Cask")], "hand": [card("cs", "Counter Strike")]},
              {"hand": [card("ray", "Hextech Ray")], "energy": 2, "power": {"fury": 1}}, active="B",
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 5, controller="A")]}])
    ok(s, player="B", play="ray", targets=["u"])
    ok(s, player="B", **PASS)
    o = ok(s, player="A", play="cs", targets=["u"])  # a Reaction on B's turn
    o = resolve(s, o)
    if o["decision"]:
        o = resolve(s, ok(s, player="A", choose="yes"))
    assert len(golds(o)) == 1 and o["cards"]["cask"]["exhausted"] is True


@exercises("Spirit Wheel")
def test_spirit_wheel_pays_1_and_exhausts_to_draw_when_a_friendly_unit_is_chosen():
    s = setup({"base": [card("w", "Spirit Wheel"), unit("u", 1), unit("v", 1)], "hand": [card("b", "Bonds of Strength")]})
    o = ok(s, player="A", play="b", targets=["u", "v"])
    while o["decision"] or o["chain"]:
        o = ok(s, player="A", choose="yes") if o["decision"] and o["decision"]["kind"] == "choose" else \
            ok(s, player="A", order=o["decision"]["options"]) if o["decision"] else ok(s, player=o["priority"], **PASS)
    assert o["players"]["A"]["hand"] == ["d0"] and o["cards"]["w"]["exhausted"] is True  # once: then exhausted


@exercises("Assembly Rig")
def test_assembly_rig_recycles_a_unit_from_trash_for_a_mech():
    s = setup({"base": [card("rig", "Assembly Rig")], "trash": [unit("dead", 2)]})
    o = resolve(s, ok(s, player="A", activate="rig"))
    mechs = [c for c in o["cards"].values() if c["name"] == "Mech"]
    assert len(mechs) == 1 and mechs[0]["zone"] == "base" and o["players"]["A"]["deck"][-1] == "dead"
    refused(setup({"base": [card("rig", "Assembly Rig")]}), player="A", activate="rig")  # nothing to recycle


@exercises("Altar of Memories")
def test_altar_of_memories_draws_then_stacks_a_card_when_a_friendly_unit_dies():
    s = setup({"base": [card("alt", "Altar of Memories")], "hand": [card("ray", "Hextech Ray"), unit("h", 1)]},
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 1, controller="A")]}])
    o = resolve(s, ok(s, player="A", play="ray", targets=["u"]))
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    o = ok(s, player="A", choose=["h"])  # the card to put back
    o = ok(s, player="A", choose="no")  # to the bottom
    assert o["players"]["A"]["hand"] == ["d0"] and o["players"]["A"]["deck"][-1] == "h"
    assert o["cards"]["alt"]["exhausted"] is True


@exercises("Vanguard Armory")
def test_vanguard_armory_plays_three_recruits_where_its_player_chooses():
    s = setup({"base": [card("arm", "Vanguard Armory")]},
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 1, controller="A")]}])
    o = ok(s, player="A", activate="arm")
    o = resolve(s, o)
    for where in ("bf", "base", "base"):
        o = ok(s, player="A", choose=where)
    recruits = sorted(c["zone"] for c in o["cards"].values() if c["name"] == "Recruit")
    assert recruits == ["base", "base", "bf"]


@exercises("Ancient Henge")
def test_ancient_henge_turns_energy_into_universal_power():
    s = setup({"base": [card("h", "Ancient Henge")], "energy": 3, "power": {}})
    o = ok(s, player="A", activate="h")
    o = ok(s, player="A", choose=2)
    assert o["players"]["A"]["energy"] == 1 and o["players"]["A"]["power"] == {"any": 2} and o["chain"] == []


@exercises("Hextech Anomaly")
def test_hextech_anomaly_turns_power_into_energy():
    s = setup({"base": [card("h", "Hextech Anomaly")], "energy": 0, "power": {"fury": 2, "calm": 1}})
    o = ok(s, player="A", activate="h")
    o = ok(s, player="A", choose=3)
    assert o["players"]["A"]["energy"] == 3 and not any(o["players"]["A"]["power"].values())


@exercises("Shurelya's Requiem")
def test_shurelyas_requiem_readies_your_units_and_gives_ganking_here():
    s, o = play("Shurelya's Requiem", a={"base": [unit("u", 1, exhausted=True), unit("v", 1, exhausted=True)]})
    o = resolve(s, o)
    assert o["cards"]["u"]["exhausted"] is False and o["cards"]["v"]["exhausted"] is False
    o = resolve(s, ok(s, player="A", activate="x", targets=["u"]))
    assert "Ganking" in o["cards"]["u"]["keywords"] and "Ganking" in o["cards"]["v"]["keywords"]
    assert o["cards"]["u"]["might"] == 3


@exercises("Edge of Night")
def test_edge_of_night_attaches_to_a_unit_at_its_battlefield_when_played_from_face_down():
    s = setup({"energy": 0, "power": {}}, battlefields=[
        {"id": "bf", "controller": "A", "units": [unit("u", 2, controller="A")],
         "facedown": [card("edge", "Edge of Night", controller="A")]}])
    o = resolve(s, ok(s, player="A", play="edge"))
    assert o["cards"]["edge"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 4


@exercises("Temporal Portal")
def test_temporal_portal_gives_the_next_spell_repeat_equal_to_its_cost():
    s = setup({"base": [card("tp", "Temporal Portal"), unit("u", 1)], "hand": [card("sp", "Show of Strength")]})
    resolve(s, ok(s, player="A", activate="tp"))
    o = resolve(s, ok(s, player="A", play="sp", repeat=1))
    assert o["players"]["A"]["energy"] == 14 - 2 - 2  # its cost twice: played and repeated
    refused(setup({"hand": [card("sp", "Show of Strength")]}), player="A", play="sp", repeat=1)


@exercises("Overzealous Fan")
def test_overzealous_fan_dies_to_send_an_attacker_home():
    s = setup({"base": [unit("a", 5)]}, {"base": [card("fan", "Overzealous Fan")]},
              battlefields=[{"id": "bf", "controller": "B", "units": [card("fan2", "Overzealous Fan", controller="B")]}])
    o = ok(s, player="A", move=["a"], to="bf")
    assert "fan2.trigger" in refs(o)
    while o["decision"] is None and o["chain"]:
        o = ok(s, player=o["priority"], **PASS)
    o = ok(s, player="B", choose=["a"])
    assert o["cards"]["fan2"]["zone"] == "trash"  # the cost, paid as it is finalized
    o = resolve(s, o)
    assert o["cards"]["a"]["zone"] == "base"


@exercises("Unsung Hero")
@pytest.mark.parametrize("pumps,drawn", [(3, 2), (0, 0)])
def test_unsung_hero_draws_2_if_it_died_mighty(pumps, drawn):
    bonds = [card(f"t{i}", "Bonds of Strength") for i in range(pumps)]
    s = setup({"hand": [card("drag", "Drag Under")] + bonds, "base": [unit("p", 1)]},
              battlefields=[{"id": "bf", "controller": "A", "units": [card("h", "Unsung Hero", controller="A")]}])
    for t in bonds:
        resolve(s, ok(s, player="A", play=t["id"], targets=["h", "p"]))
    assert s.observe()["cards"]["h"]["might"] == 2 + pumps
    o = resolve(s, ok(s, player="A", play="drag", targets=["h"]))
    assert o["cards"]["h"]["zone"] == "trash" and len(o["players"]["A"]["hand"]) == drawn


@exercises("Ornn, Blacksmith")
def test_ornn_blacksmith_draws_a_gear_from_the_top_4_and_recycles_the_rest():
    deck = [unit("d0"), card("g", "B.F. Sword"), unit("d2"), unit("d3"), unit("d4")]
    s, o = play("Ornn, Blacksmith", a={"deck": deck})
    o = resolve(s, o)
    o = ok(s, player="A", choose=["g"])
    assert o["players"]["A"]["hand"] == ["g"] and o["players"]["A"]["deck"] == ["d4", "d0", "d2", "d3"]


@exercises("Fae Dragon", "Sett, Brawler")
def test_fae_dragon_buffs_up_to_four_and_takes_gold_when_a_buff_is_spent():
    s, o = play("Fae Dragon", a={"base": [unit("u", 1), card("sett", "Sett, Brawler")]})
    o = ok(s, player="A", choose=["u", "sett", "x"])
    o = resolve(s, o)
    assert all(o["cards"][c]["buffed"] for c in ("u", "sett", "x")) and golds(o) == []
    o = resolve(s, ok(s, player="A", activate="sett"))  # Sett spends his buff: +4 this turn
    assert o["cards"]["sett"]["buffed"] is False and o["cards"]["sett"]["might"] == 4 + 4
    assert len(golds(o)) == 1
    refused(s, "buff", player="A", activate="sett")  # no buff left to spend


@exercises("Sett, Brawler")
def test_sett_brawler_buffs_himself_when_played_and_when_he_conquers():
    s, o = play("Sett, Brawler")
    o = resolve(s, o)
    assert o["cards"]["x"]["buffed"] and o["cards"]["x"]["might"] == 5
    s = setup({"base": [card("x", "Sett, Brawler")]})
    ok(s, player="A", move=["x"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    o = resolve(s, ok(s, player="B", **PASS_FOCUS))
    assert o["cards"]["x"]["buffed"] is True


@exercises("Card Sharp")
@pytest.mark.parametrize("b_takes,a_golds", [("yes", 2), ("no", 1)])
def test_card_sharp_gives_gold_to_each_taker_and_one_more_per_opponent_taker(b_takes, a_golds):
    s, o = play("Card Sharp")
    o = resolve(s, o)
    o = ok(s, player="A", choose="yes")
    o = ok(s, player="B", choose=b_takes)
    assert len(golds(o, "A")) == a_golds and len(golds(o, "B")) == (1 if b_takes == "yes" else 0)


@exercises("Jaull-Fish")
def test_jaull_fish_costs_2_less_per_mighty_unit():
    s, o = play("Jaull-Fish", a={"energy": 3, "power": {"body": 2}, "base": [unit("m1", 5), unit("m2", 6)]})
    assert o["cards"]["x"]["zone"] == "base" and o["players"]["A"]["energy"] == 0


@exercises("Gearhead")
def test_gearhead_gets_double_the_equipment_bonus():
    s = setup({"base": [card("gh", "Gearhead"), card("g", "B.F. Sword")]})
    o = resolve(s, ok(s, player="A", activate="g", targets=["gh"]))
    assert o["cards"]["gh"]["might"] == 3 + 6


@exercises("Sivir, Ambitious")
def test_sivir_ambitious_deals_her_excess_damage_after_conquering_by_attack():
    s = setup({"base": [card("sv", "Sivir, Ambitious")]}, {"base": [unit("far", 9)]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("d", 1, controller="B")]}])
    o = ok(s, player="A", move=["sv"], to="bf")
    while o["decision"] is None and (o["chain"] or o["showdown"]):
        o = ok(s, player=o["priority"], **PASS) if o["chain"] else ok(s, player=o["focus"], **PASS_FOCUS)
    assert o["decision"] and "far" in o["decision"]["options"]
    o = resolve(s, ok(s, player="A", choose=["far"]))
    assert o["cards"]["far"]["damage"] == 6  # 7 Might against a 1 Might defender: 6 beyond lethal


@exercises("Karma, Channeler")
def test_karma_buffs_a_friendly_unit_once_when_her_player_recycles_cards():
    s, o = play("Karma, Channeler")
    resolve(s, o)
    o = ok(s, player="A", choose=["d0"])  # Vision (its trigger resolving): recycle the top card
    assert o["players"]["A"]["deck"][-1] == "d0" and "x.trigger.2" in refs(o)
    o = resolve(s, o)
    assert o["cards"]["x"]["buffed"] is True
    deck = [unit("t0"), card("g", "B.F. Sword"), unit("t2"), unit("t3"), unit("t4")]
    s = setup({"base": [card("k", "Karma, Channeler"), unit("u", 1)], "hand": [card("o", "Ornn, Blacksmith")],
               "deck": deck})
    o = resolve(s, ok(s, player="A", play="o"))
    o = ok(s, player="A", choose=["g"])  # Ornn draws the gear and recycles three cards: one trigger
    assert refs(o) == ["k.trigger.2"]
    o = resolve(s, ok(s, player="A", choose=["u"]))
    assert o["cards"]["u"]["buffed"] is True


@exercises("Karma, Channeler")
def test_karma_ignores_recycled_runes():
    s = setup({"base": [card("k", "Karma, Channeler"), unit("u", 1)], "runes": [{"id": "r1", "domain": "order"}]})
    o = ok(s, player="A", activate="r1", ability=2)  # recycle the rune for Power
    assert o["chain"] == [] and o["cards"]["u"]["buffed"] is False


@exercises("Aphelios, Exalted")
def test_aphelios_chooses_each_mode_once_a_turn_when_equipped():
    s = setup({"base": [card("x", "Aphelios, Exalted"), card("g1", "Doran's Shield"), card("g2", "Long Sword"),
                        card("g3", "B.F. Sword"), card("g4", "Doran's Blade")],
               "runes": [{"id": "r1", "domain": "calm", "exhausted": True}, {"id": "r2", "domain": "calm",
                                                                            "exhausted": True}],
               "rune_deck": [{"id": "r3", "domain": "calm"}]})
    o = ok(s, player="A", activate="g1", targets=["x"])
    o = resolve(s, o)
    assert o["decision"]["kind"] == "choose" and len(o["decision"]["options"]) == 3
    o = resolve(s, ok(s, player="A", choose="ready 2 runes"))
    assert not o["cards"]["r1"]["exhausted"] and not o["cards"]["r2"]["exhausted"]
    o = resolve(s, ok(s, player="A", activate="g2", targets=["x"]))
    assert "ready 2 runes" not in o["decision"]["options"]  # chosen already this turn
    o = resolve(s, ok(s, player="A", choose="channel 1 rune exhausted"))
    assert "r3" in o["players"]["A"]["runes"] and o["cards"]["r3"]["exhausted"]
    o = resolve(s, ok(s, player="A", activate="g3", targets=["x"]))  # one mode left: not asked
    assert o["cards"]["x"]["buffed"] is True
    o = resolve(s, ok(s, player="A", activate="g4", targets=["x"]))
    assert o["chain"] == [] and o["decision"] is None  # no mode left: it never goes on the chain
