"""Battlefields whose abilities trigger when a player conquers or holds them (383.4.c-d, 471.2)."""

from battlefield_helpers import PASS_FOCUS, conquer, hold, resolve
from engine_helpers import game, ok, two_players, unit
from exercised import exercises


def _deck(n, prefix="d"):
    return [unit(f"{prefix}{i}") for i in range(1, n + 1)]


@exercises('Shadow Temple')
def test_shadow_temple_burns_three_on_hold():
    s, o = hold("Shadow Temple", a={"deck": _deck(5)})
    assert [c["ref"] for c in o["chain"]] == ["bf.trigger"]
    o = resolve(s)
    assert o["players"]["A"]["trash"] == ["d1", "d2", "d3"]
    assert o["players"]["A"]["hand"] == ["d4"] and o["players"]["A"]["deck"] == ["d5"]  # d4 drawn in the Draw Phase


@exercises('The Papertree')
def test_the_papertree_has_every_player_channel_an_exhausted_rune():
    s, o = hold("The Papertree", a={"rune_deck": [{"id": "ra", "domain": "fury"}] * 1 + [{"id": "ra2", "domain": "fury"},
                                                                                        {"id": "ra3", "domain": "fury"}]},
                b={"rune_deck": [{"id": "rb", "domain": "calm"}]})
    o = resolve(s)
    assert o["players"]["B"]["runes"] == ["rb"] and o["cards"]["rb"]["exhausted"] is True
    assert "ra" in o["players"]["A"]["runes"] and o["cards"]["ra"]["exhausted"] is True


@exercises('Seat of Power')
def test_seat_of_power_draws_for_each_other_battlefield_controlled():
    s, o = conquer("Seat of Power", a={"deck": _deck(3)},
                   others=[{"id": "o1", "controller": "A", "units": [unit("m1", 1, controller="A")]},
                           {"id": "o2", "controller": "A", "units": [unit("m2", 1, controller="A")]},
                           {"id": "o3", "controller": "B", "units": [unit("e1", 1, controller="B")]}])
    o = resolve(s, o)
    assert o["players"]["A"]["hand"] == ["d1", "d2"]


@exercises('Hall of Legends')
def test_hall_of_legends_pays_one_to_ready_the_legend():
    s, o = conquer("Hall of Legends", a={"energy": 1, "legend": {"id": "leg", "card": "Bounty Hunter", "exhausted": True}})
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    assert o["cards"]["leg"]["exhausted"] is False and o["players"]["A"]["energy"] == 0


@exercises('Protective Sands')
def test_protective_sands_draws_only_with_four_runes_or_fewer():
    runes = [{"id": f"r{i}", "domain": "calm"} for i in range(5)]
    s, o = conquer("Protective Sands", a={"energy": 1, "runes": runes, "deck": _deck(1)})
    assert o["chain"] == [] and o["decision"] is None  # five runes: it never triggers
    s, o = conquer("Protective Sands", a={"energy": 1, "runes": runes[:4], "deck": _deck(1)})
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    assert o["players"]["A"]["hand"] == ["d1"]


@exercises('Treasure Hoard')
def test_treasure_hoard_plays_an_exhausted_gold():
    s, o = conquer("Treasure Hoard", a={"energy": 1})
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    (gold,) = [cid for cid, c in o["cards"].items() if c.get("name") == "Gold"]
    assert o["cards"][gold]["zone"] == "base" and o["cards"][gold]["exhausted"] is True


@exercises('Power Nexus')
def test_power_nexus_pays_four_power_to_score():
    runes = [{"id": f"r{i}", "domain": d} for i, d in enumerate(("mind", "body", "mind", "calm"))]
    s, o = hold("Power Nexus", a={"runes": runes})
    assert o["decision"]["paying"] == {"power": 4}
    for i in range(4):
        o = ok(s, player="A", activate=f"r{i}", ability=2)  # recycle the rune: one Power of its domain
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    assert o["players"]["A"]["score"] == 2  # one for holding, one from Power Nexus


@exercises('Monastery of Hirana')
def test_monastery_of_hirana_spends_a_buff_to_draw():
    s, o = conquer("Monastery of Hirana", a={"deck": _deck(1), "base": [unit("pal", 1, buffed=True)]})
    o = resolve(s, o)
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose=["pal"])
    assert o["cards"]["pal"]["buffed"] is False and o["players"]["A"]["hand"] == ["d1"]


@exercises('Monastery of Hirana')
def test_monastery_of_hirana_needs_a_buff():
    s, o = conquer("Monastery of Hirana", a={"deck": _deck(1)})
    assert o["chain"] == []


@exercises('Amateur Recital')
def test_amateur_recital_moves_a_unit_at_a_battlefield_to_its_base():
    s, o = hold("Amateur Recital", others=[{"id": "o1", "controller": "B", "units": [unit("e1", 1, controller="B")]}])
    assert o["decision"]["kind"] == "choose" and "e1" in o["decision"]["options"]
    o = ok(s, player="A", choose=["e1"])
    o = resolve(s, o)
    assert o["cards"]["e1"]["zone"] == "base"


@exercises('The Grand Plaza')
def test_the_grand_plaza_wins_with_seven_units_here():
    s, o = hold("The Grand Plaza", here=[unit(f"h{i}", 1, controller="A") for i in range(7)])
    o = resolve(s, o)
    assert o["winner"] == "A"
    s, o = hold("The Grand Plaza", here=[unit(f"h{i}", 1, controller="A") for i in range(6)])
    assert o["chain"] == [] and o["winner"] is None


@exercises("Targon's Peak")
def test_targons_peak_readies_up_to_two_runes_at_end_of_turn():
    runes = [{"id": f"r{i}", "domain": "calm", "exhausted": True} for i in range(3)]
    s, o = conquer("Targon's Peak", a={"runes": runes})
    o = resolve(s, o)
    assert all(o["cards"][f"r{i}"]["exhausted"] for i in range(3))
    o = ok(s, player="A", end_turn=True)
    assert [c["ref"] for c in o["chain"]] == ["bf.trigger.2"]
    o = resolve(s, o)
    o = ok(s, player="A", choose=["r0", "r2"])
    assert [o["cards"][f"r{i}"]["exhausted"] for i in range(3)] == [False, True, False]


@exercises("Emperor's Dais")
def test_emperors_dais_swaps_a_unit_for_a_sand_soldier():
    s, o = conquer("Emperor's Dais", a={"energy": 1})
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    assert o["cards"]["raider"]["zone"] == "hand"
    (soldier,) = [cid for cid, c in o["cards"].items() if c.get("name") == "Sand Soldier"]
    assert o["cards"][soldier]["zone"] == "bf" and o["cards"][soldier]["might"] == 2


@exercises('Veiled Temple')
def test_veiled_temple_readies_a_gear_and_may_detach_an_equipment():
    s, o = conquer("Veiled Temple", a={"base": [{"id": "blade", "card": "Long Sword", "exhausted": True}]})
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose=["blade"])
    o = resolve(s, o)
    assert o["cards"]["blade"]["exhausted"] is False


@exercises('Veiled Temple')
def test_veiled_temple_may_detach_the_readied_equipment():
    s = game(two_players(a={"power": {"calm": 1},
                            "base": [{"id": "shield", "card": "Doran's Shield", "exhausted": True}, unit("u", 3)]},
                         battlefields=[{"id": "bf", "card": "Veiled Temple"}]))
    ok(s, player="A", activate="shield", targets=["u"])  # Equip: attach it to u
    o = resolve(s)
    assert o["cards"]["shield"]["attached_to"] == "u"
    ok(s, player="A", move=["u"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    o = ok(s, player="A", choose=["shield"])
    o = resolve(s, o)
    assert o["decision"]["options"] == ["yes", "no"]
    o = ok(s, player="A", choose="yes")
    assert o["cards"]["shield"]["attached_to"] is None and o["cards"]["shield"]["exhausted"] is False
    assert o["cards"]["u"]["might"] == 3
