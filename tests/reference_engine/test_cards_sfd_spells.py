"""Spiritforged spells: each played in a small game, its effect checked on the observed state."""

import pytest
from battlefield_helpers import resolve
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises
from test_cards_sfd_units import card, refs, setup

PASS = {"pass": "priority"}


def cast(name, a=None, b=None, battlefields=None, **action):
    """A plays spell ``name`` (``sp``) and it resolves; returns the session and the observed state."""
    a = dict(a or {})
    a["hand"] = [card("sp", name)] + list(a.get("hand", []))
    s = setup(a, b, battlefields)
    return s, resolve(s, ok(s, player="A", play="sp", **action))


def at_bf(*units, controller="A", bf="bf"):
    return {"id": bf, "controller": controller, "units": list(units)}


@exercises("Desert's Call")
@pytest.mark.parametrize("repeat,count", [(0, 1), (1, 2)])
def test_deserts_call_plays_a_sand_soldier_per_execution(repeat, count):
    s, o = cast("Desert's Call", **({"repeat": repeat} if repeat else {}))
    soldiers = [c for c in o["cards"].values() if c["name"] == "Sand Soldier"]
    assert len(soldiers) == count and all(c["zone"] == "base" and c["might"] == 2 and c["exhausted"] for c in soldiers)
    assert o["players"]["A"]["energy"] == 14 - 2 - 2 * repeat


@exercises("Bonds of Strength")
def test_bonds_of_strength_gives_two_friendly_units_one_each():
    s, o = cast("Bonds of Strength", a={"base": [unit("u", 1), unit("v", 1)]}, targets=["u", "v"])
    assert o["cards"]["u"]["might"] == 2 and o["cards"]["v"]["might"] == 2
    s = setup({"hand": [card("sp", "Bonds of Strength")], "base": [unit("u", 1)]}, {"base": [unit("e", 1)]})
    refused(s, player="A", play="sp", targets=["u", "e"])  # friendly units only


@exercises("Bushwhack")
def test_bushwhack_makes_friendly_units_enter_ready_this_turn_and_gives_gold():
    s, o = cast("Bushwhack", a={"hand": [unit("later", 2, cost=1)]})
    golds = [c for c in o["cards"].values() if c["name"] == "Gold"]
    assert len(golds) == 1 and golds[0]["exhausted"]
    o = ok(s, player="A", play="later")
    assert o["cards"]["later"]["exhausted"] is False  # 143.4.a, for the rest of the turn


@exercises("Against the Odds")
def test_against_the_odds_gives_2_per_enemy_unit_there():
    s, o = cast("Against the Odds", battlefields=[{"id": "bf", "controller": "A", "units": [
        unit("u", 1, controller="A")]}], targets=["u"])
    assert o["cards"]["u"]["might"] == 1  # no enemy there: +0
    s = setup({"hand": [card("sp", "Against the Odds")]}, {"base": [unit("e1", 1), unit("e2", 1)]}, active="B",
              battlefields=[at_bf(unit("u", 1, controller="A"))])
    o = ok(s, player="B", move=["e1", "e2"], to="bf")
    if o["focus"] == "B":
        ok(s, player="B", **{"pass": "focus"})
    o = resolve(s, ok(s, player="A", play="sp", targets=["u"]))
    assert o["cards"]["u"]["might"] == 1 + 4


@exercises("Defiant Dance")
def test_defiant_dance_raises_one_unit_and_lowers_another():
    s, o = cast("Defiant Dance", a={"base": [unit("u", 3)]}, b={"base": [unit("e", 3)]}, targets=["u", "e"])
    assert o["cards"]["u"]["might"] == 5 and o["cards"]["e"]["might"] == 1
    s = setup({"hand": [card("sp", "Defiant Dance")], "base": [unit("u", 3)]})
    refused(s, player="A", play="sp", targets=["u", "u"])  # "another unit" (355.9)


@exercises("Detonate")
def test_detonate_kills_a_gear_and_its_controller_draws_2():
    s, o = cast("Detonate", b={"base": [card("g", "B.F. Sword")]}, targets=["g"])
    assert o["cards"]["g"]["zone"] == "trash" and o["players"]["B"]["hand"] == ["b0", "b1"]


@exercises("Downwell")
def test_downwell_returns_every_unit_and_gear_to_its_owners_hand():
    s, o = cast("Downwell", a={"base": [unit("u", 2), card("g", "Doran's Shield")]},
                b={"base": [unit("e", 2)]}, battlefields=[at_bf(unit("w", 1, controller="A"))])
    assert set(o["players"]["A"]["hand"]) == {"u", "g", "w"} and o["players"]["B"]["hand"] == ["e"]


@exercises("Drag Under")
def test_drag_under_kills_a_unit_at_a_battlefield():
    s, o = cast("Drag Under", battlefields=[at_bf(unit("e", 9, controller="B"), controller="B")], targets=["e"])
    assert o["cards"]["e"]["zone"] == "trash" and o["players"]["A"]["energy"] == 14 - 5


@exercises("On the Hunt")
def test_on_the_hunt_readies_your_units():
    s, o = cast("On the Hunt", a={"base": [unit("u", 1, exhausted=True)]}, b={"base": [unit("e", 1, exhausted=True)]})
    assert o["cards"]["u"]["exhausted"] is False and o["cards"]["e"]["exhausted"] is True


def attack_with(u_might=3, hand=(), b_hand=(), defender_might=1):
    """A attacks bf (B's, with ``d``) with ``u``; returns the session in the combat, A to act."""
    s = setup({"base": [unit("u", u_might)], "hand": list(hand)},
              {"hand": list(b_hand), "energy": 10, "power": {"calm": 3, "fury": 3}},
              battlefields=[at_bf(unit("d", defender_might, controller="B"), controller="B")])
    return s, ok(s, player="A", move=["u"], to="bf")


@exercises("Thwonk!")
def test_thwonk_stuns_an_attacking_unit():
    s, o = attack_with(b_hand=[card("sp", "Thwonk!")])
    if o["focus"] == "A":
        o = ok(s, player="A", **{"pass": "focus"})
    o = resolve(s, ok(s, player="B", play="sp", targets=["u"]))
    assert o["cards"]["u"]["stunned"] is True
    refused(setup({"hand": [card("sp", "Thwonk!")], "base": [unit("u", 3)]}), player="A", play="sp",
            targets=["u"])  # not attacking


@exercises("Sudden Storm")
def test_sudden_storm_deals_4_to_an_attacker_else_2():
    s, o = cast("Sudden Storm", battlefields=[at_bf(unit("e", 9, controller="B"), controller="B")], targets=["e"])
    assert o["cards"]["e"]["damage"] == 2
    s, o = attack_with(u_might=9, b_hand=[card("sp", "Sudden Storm")])
    if o["focus"] == "A":
        o = ok(s, player="A", **{"pass": "focus"})
    o = resolve(s, ok(s, player="B", play="sp", targets=["u"]))
    assert o["cards"]["u"]["damage"] == 4


@exercises("Show of Strength")
def test_show_of_strength_draws_per_mighty_unit():
    s, o = cast("Show of Strength", a={"base": [unit("a", 5), unit("b", 6), unit("c", 4)]}, b={"base": [unit("e", 7)]})
    assert o["players"]["A"]["hand"] == ["d0", "d1"]


@exercises("Danger Zone")
def test_danger_zone_pumps_your_mechs_per_execution():
    s, o = cast("Danger Zone", a={"base": [card("m", "Prize of Progress"), unit("n", 1)]}, repeat=1)
    assert o["cards"]["m"]["might"] == 3 + 2 and o["cards"]["n"]["might"] == 1


@exercises("Marching Orders")
def test_marching_orders_units_deal_their_might_to_each_other():
    s, o = cast("Marching Orders", a={"base": [unit("u", 3)]},
                battlefields=[at_bf(unit("e", 5, controller="B"), controller="B")], targets=["u", "e"])
    assert o["cards"]["u"]["zone"] == "trash" and o["cards"]["e"]["damage"] == 3
    dealt = {e["unit"]: e["dealt_by"] for e in s.events() if e["type"] == "damage"}
    assert dealt == {"e": "unit", "u": "unit"}  # the units deal it (417.6.b.3)


@exercises("Piercing Light")
def test_piercing_light_hits_a_unit_at_a_battlefield_then_up_to_one_other():
    s, o = cast("Piercing Light", a={"base": [unit("u", 5)]},
                battlefields=[at_bf(unit("e", 5, controller="B"), controller="B")], targets=["e", "u"])
    assert o["cards"]["e"]["damage"] == 2 and o["cards"]["u"]["damage"] == 2
    s, o = cast("Piercing Light", battlefields=[at_bf(unit("e", 5, controller="B"), controller="B")], targets=["e"])
    assert o["cards"]["e"]["damage"] == 2


@exercises("Bellows Breath")
def test_bellows_breath_deals_1_to_up_to_three_units_at_one_location():
    s, o = cast("Bellows Breath", b={"base": [unit("e1", 3), unit("e2", 3), unit("e3", 3)]},
                targets=["e1", "e2", "e3"])
    assert [o["cards"][e]["damage"] for e in ("e1", "e2", "e3")] == [1, 1, 1]
    s = setup({"hand": [card("sp", "Bellows Breath")], "base": [unit("u", 3)]}, {"base": [unit("e", 3)]})
    refused(s, player="A", play="sp", targets=["u", "e"])  # two bases: two locations


@exercises("Blood Money")
@pytest.mark.parametrize("whose,golds", [("B", 1), ("A", 2)])
def test_blood_money_gives_one_gold_for_an_enemy_two_for_a_friend(whose, golds):
    s, o = cast("Blood Money", battlefields=[at_bf(unit("v", 2, controller=whose), controller=whose)], targets=["v"])
    assert o["cards"]["v"]["zone"] == "trash"
    assert len([c for c in o["cards"].values() if c["name"] == "Gold"]) == golds


@exercises("Counter Strike")
def test_counter_strike_prevents_the_next_damage_and_draws():
    s, o = cast("Counter Strike", a={"hand": [card("ray", "Hextech Ray"), card("ray2", "Hextech Ray")]},
                battlefields=[at_bf(unit("u", 5, controller="A"))], targets=["u"])
    assert o["players"]["A"]["hand"] == ["ray", "ray2", "d0"]
    o = resolve(s, ok(s, player="A", play="ray", targets=["u"]))
    assert o["cards"]["u"]["damage"] == 0  # prevented
    o = resolve(s, ok(s, player="A", play="ray2", targets=["u"]))
    assert o["cards"]["u"]["damage"] == 3  # used up


@exercises("Guards!")
@pytest.mark.parametrize("pay", ["yes", "no"])
def test_guards_plays_a_sand_soldier_and_may_pay_to_ready_it(pay):
    s, o = cast("Guards!")
    o = ok(s, player="A", choose=pay)
    soldier = [c for c in o["cards"].values() if c["name"] == "Sand Soldier"][0]
    assert soldier["exhausted"] is (pay == "no")
    assert o["players"]["A"]["power"]["order"] == (4 if pay == "yes" else 5)


@exercises("Production Surge")
def test_production_surge_makes_a_mech_draws_and_is_cheaper_with_a_mech():
    s, o = cast("Production Surge")
    mechs = [c for c in o["cards"].values() if c["name"] == "Mech"]
    assert len(mechs) == 1 and mechs[0]["zone"] == "base" and o["players"]["A"]["hand"] == ["d0"]
    assert o["players"]["A"]["energy"] == 14 - 4
    s, o = cast("Production Surge", a={"base": [card("m", "Prize of Progress")]})
    assert o["players"]["A"]["energy"] == 14 - 2


def b_rays_a(hand, bf_units=None):
    """B's turn: B plays Hextech Ray at A's unit ``u`` at bf; A holds ``hand`` to respond."""
    s = setup({"hand": list(hand)}, {"hand": [card("ray", "Hextech Ray")], "energy": 5, "power": {"fury": 2}},
              battlefields=[at_bf(*(bf_units or [unit("u", 2, controller="A")]))], active="B")
    o = ok(s, player="B", play="ray", targets=["u"])
    return s, ok(s, player="B", **PASS)


@exercises("Not So Fast")
def test_not_so_fast_counters_an_enemy_spell_choosing_a_friendly_unit():
    s, o = b_rays_a([card("sp", "Not So Fast")])
    o = resolve(s, ok(s, player="A", play="sp", targets=["ray"]))
    assert o["cards"]["u"]["zone"] == "bf" and o["cards"]["ray"]["zone"] == "trash" and o["chain"] == []


@exercises("Riposte")
def test_riposte_counters_a_spell_and_gives_its_energy_cost():
    s, o = b_rays_a([card("sp", "Riposte")])
    o = resolve(s, ok(s, player="A", play="sp", targets=["u", "ray"]))
    assert o["cards"]["u"]["zone"] == "bf" and o["cards"]["u"]["might"] == 2 + 1 and o["cards"]["u"]["damage"] == 0


@exercises("Strike Down")
def test_strike_down_equipped_unit_deals_its_might_then_loses_an_equipment():
    s = setup({"hand": [card("sp", "Strike Down")], "base": [unit("u", 2), card("g", "B.F. Sword")]},
              {"base": [unit("e", 9)]})
    resolve(s, ok(s, player="A", activate="g", targets=["u"]))
    o = resolve(s, ok(s, player="A", play="sp", targets=["u", "e"]))
    assert o["cards"]["e"]["damage"] == 5 and o["cards"]["g"]["attached_to"] is None
    refused(setup({"hand": [card("sp", "Strike Down")], "base": [unit("u", 2)]}, {"base": [unit("e", 9)]}),
            player="A", play="sp", targets=["u", "e"])  # not equipped


@exercises("Temptation")
def test_temptation_moves_an_enemy_unit_to_where_its_controller_has_another():
    s, o = cast("Temptation", b={"base": [unit("e", 2)]},
                battlefields=[at_bf(unit("f", 1, controller="B"), controller="B")], targets=["e"], to="bf")
    assert o["cards"]["e"]["zone"] == "bf"
    s = setup({"hand": [card("sp", "Temptation")]}, {"base": [unit("e", 2)]},
              battlefields=[at_bf(unit("u", 1, controller="A"))])
    refused(s, player="A", play="sp", targets=["e"], to="bf")  # no other unit of B there


@exercises("Arise!")
def test_arise_plays_a_soldier_per_equipment_and_readies_up_to_two():
    s, o = cast("Arise!", a={"base": [card("g1", "Doran's Shield"), card("g2", "Doran's Shield"),
                                      card("g3", "B.F. Sword")]})
    assert o["decision"]["kind"] == "choose" and o["decision"]["maximum"] == 2
    o = ok(s, player="A", choose=o["decision"]["options"][:2])
    soldiers = [c for c in o["cards"].values() if c["name"] == "Sand Soldier"]
    assert len(soldiers) == 3 and sorted(c["exhausted"] for c in soldiers) == [False, False, True]


@exercises("Angle Shot")
def test_angle_shot_attaches_an_equipment_then_draws():
    s, o = cast("Angle Shot", a={"base": [unit("u", 2), card("g", "B.F. Sword")]}, targets=["u", "g"])
    assert o["cards"]["g"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 5 and o["players"]["A"]["hand"] == ["d0"]


@exercises("Called Shot")
def test_called_shot_draws_one_of_the_top_two_and_recycles_the_other():
    s, o = cast("Called Shot")
    o = ok(s, player="A", choose=["d1"])
    assert o["players"]["A"]["hand"] == ["d1"] and o["players"]["A"]["deck"][-1] == "d0"


@exercises("Rally the Troops")
def test_rally_the_troops_buffs_each_friendly_unit_played_this_turn():
    s, o = cast("Rally the Troops", a={"hand": [unit("n1", 1, cost=1), unit("n2", 1, cost=1)]})
    assert "d0" in o["players"]["A"]["hand"]
    for n in ("n1", "n2"):
        o = resolve(s, ok(s, player="A", play=n))
        assert o["cards"][n]["buffed"] and o["cards"][n]["might"] == 2


@exercises("Rocket Barrage")
def test_rocket_barrage_deals_4_to_a_unit_in_a_base_or_kills_a_gear_each_execution():
    s, o = cast("Rocket Barrage", b={"base": [unit("e", 5), card("g", "B.F. Sword")]}, targets=["e", "g"], repeat=1)
    assert o["cards"]["e"]["damage"] == 4 and o["cards"]["g"]["zone"] == "trash"
    assert o["players"]["A"]["energy"] == 14 - 4 - 4
    s = setup({"hand": [card("sp", "Rocket Barrage")]}, battlefields=[at_bf(unit("e", 5, controller="B"),
                                                                            controller="B")])
    refused(s, player="A", play="sp", targets=["e"])  # a unit at a battlefield is neither mode's target
