"""Attaching and detaching (434-435, 716-719), Equip (818) and Quick-Draw (819)."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine.attachment import attach, attached_to, attachments, detach
from reference_engine.cleanup import cleanup
from reference_engine.effects import kill, recall
from reference_engine.might import might
from reference_engine.movement import move
from reference_engine.setup import build


def board():
    return build(two_players(a={"base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2), unit("v", 1)]},
                             battlefields=[{"id": "bf1", "controller": "A", "units": [unit("w", 1, controller="A")]}]))


def test_attached_gear_gives_its_bonus_and_moves_with_its_unit_without_being_a_unit_there():
    g = board()
    assert attach(g, "shield", "u") and attached_to(g, "shield") == "u" and attachments(g, "u") == ["shield"]
    assert might(g, "u") == 3 and might(g, "v") == 1  # 718.4
    move(g, ["u"], "bf1")
    assert g.cards["shield"].zone == "bf1" and "shield" not in g.battlefields["bf1"].units  # 719.3.a
    assert "shield" not in g.players["A"].base
    cleanup(g)
    assert g.cards["shield"].zone == "bf1"  # attached: not a stray gear
    recall(g, "u")
    assert g.cards["shield"].zone == "base" and "shield" in g.players["A"].base


def test_one_top_most_card_at_a_time_and_detaching_twice_does_nothing():
    g = board()
    attach(g, "shield", "u")
    attach(g, "shield", "v")
    assert attachments(g, "u") == [] and attached_to(g, "shield") == "v"  # 718.5.d
    assert detach(g, "shield") and not detach(g, "shield")  # 435.1.a.1
    assert might(g, "v") == 1


def test_a_unit_leaving_the_board_leaves_its_gear_detached_where_it_was_then_recalled():
    g = board()
    attach(g, "shield", "w")
    assert g.cards["shield"].zone == "bf1"
    kill(g, "w")
    assert attached_to(g, "shield") is None and g.cards["shield"].zone == "bf1"  # 719.5, 435.4.b
    cleanup(g)
    assert g.cards["shield"].zone == "base" and "shield" in g.players["A"].base  # 435.4.a


def test_equip_is_an_activated_ability_choosing_a_unit_you_control():
    setup = two_players(a={"power": {"calm": 1}, "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2)]},
                        b={"base": [unit("e", 1)]})
    refused(game(setup), player="A", activate="shield", targets=["e"])  # an enemy unit
    s = game(setup)
    o = ok(s, player="A", activate="shield", targets=["u"])
    assert o["chain"][0]["ref"] == "shield.ability" and o["players"]["A"]["power"].get("calm", 0) == 0
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["u"]["might"] == 3


def test_quick_draw_gives_reaction_and_triggers_an_attach():
    setup = two_players(a={"energy": 2, "power": {"fury": 1}, "hand": [{"id": "sword", "card": "Long Sword"}],
                           "base": [unit("u", 2)]},
                        b={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "ray", "card": "Hextech Ray"}]},
                        battlefields=[{"id": "bf1", "controller": "A", "units": [unit("w", 1, controller="A")]}],
                        active="B")
    s = game(setup)
    ok(s, player="B", play="ray", targets=["w"])
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", play="sword")
    assert o["decision"]["kind"] == "choose"  # two units to choose from
    o = ok(s, player="A", choose=["w"])
    assert [c["ref"] for c in o["chain"]] == ["sword.trigger", "ray"] and o["cards"]["sword"]["zone"] == "base"


def weaponmaster_game(power):
    return game(two_players(a={"energy": 0, "power": power,
                               "base": [{"id": "sword", "card": "Long Sword"}, unit("u", 2)],
                               "hand": [unit("wm", 2, keywords=["Weaponmaster"])]}))


def test_weaponmaster_pays_the_equip_cost_one_power_less_and_may_be_declined():
    s = weaponmaster_game({})
    o = ok(s, player="A", play="wm")
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose=[])
    assert o["chain"] == []  # declined: removed (383.3.a)
    s = weaponmaster_game({})
    ok(s, player="A", play="wm")
    ok(s, player="A", choose=["sword"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["wm"]["might"] == 4 and o["cards"]["u"]["might"] == 2  # [C] less [A]: free


def _weaponmaster_attaches(gear, wm_might=2, **a):
    """Play a Weaponmaster unit choosing ``gear``, let the ability resolve; True if the gear is attached to it."""
    setup = {"energy": 0, "base": [{"id": "g", "card": gear}, unit("u", 1)],
             "hand": [unit("wm", wm_might, keywords=["Weaponmaster"])]}
    setup.update(a)
    s = game(two_players(a=setup))
    ok(s, player="A", play="wm")
    ok(s, player="A", choose=["g"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"] == []
    return o["cards"]["g"]["attached_to"] == "wm", o


def test_weaponmaster_pays_an_equip_cost_without_power_in_full():
    # Shepherd's Heirloom: "[Equip] -- Spend 1 XP": no Power to take [A] off, so the XP is still paid (821.1.c.3)
    attached, o = _weaponmaster_attaches("Shepherd's Heirloom", xp=0)
    assert not attached and o["players"]["A"]["xp"] == 0  # it cannot be paid: it stays (821.1.c.5)
    attached, o = _weaponmaster_attaches("Shepherd's Heirloom", xp=1)
    assert attached and o["players"]["A"]["xp"] == 0 and o["cards"]["wm"]["might"] == 4


def test_weaponmaster_equip_cost_is_figured_as_though_choosing_its_unit():
    # Hextech Gauntlets: "[Equip] [3][A]. This ability's Energy cost is reduced by the Might of the unit you
    # choose": as though choosing the 2-Might Weaponmaster unit, [1][A], then [A] less: [1] (821.1.c.2)
    attached, o = _weaponmaster_attaches("Hextech Gauntlets", energy=0)
    assert not attached
    attached, o = _weaponmaster_attaches("Hextech Gauntlets", energy=1)
    assert attached and o["players"]["A"]["energy"] == 0 and o["cards"]["wm"]["might"] == 5
    attached, o = _weaponmaster_attaches("Hextech Gauntlets", wm_might=3, energy=0)
    assert attached  # 3 Might: [0][A], and [A] less


def test_weaponmaster_pays_the_non_resource_part_of_an_equip_cost():
    # Blade of the Ruined King: "[Equip] -- [C], Kill a friendly unit": [A] off the [C], the kill still paid
    s = game(two_players(a={"energy": 0, "base": [{"id": "g", "card": "Blade of the Ruined King"}, unit("u", 1)],
                            "hand": [unit("wm", 2, keywords=["Weaponmaster"])]}))
    ok(s, player="A", play="wm")
    ok(s, player="A", choose=["g"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["decision"]["kind"] == "choose" and sorted(o["decision"]["options"]) == ["u", "wm"]
    o = ok(s, player="A", choose=["u"])
    assert o["cards"]["u"]["zone"] == "trash" and o["cards"]["g"]["attached_to"] == "wm" and o["cards"]["wm"]["might"] == 6
    # Last Rites: "[Equip] -- [C], Recycle 2 cards from your trash": with one card there it cannot be paid
    attached, o = _weaponmaster_attaches("Last Rites", trash=[unit("t1", 1)])
    assert not attached and o["cards"]["t1"]["zone"] == "trash"
    attached, o = _weaponmaster_attaches("Last Rites", trash=[unit("t1", 1), unit("t2", 1)])
    assert attached and o["cards"]["t1"]["zone"] == "deck" and o["cards"]["t2"]["zone"] == "deck"


def test_weaponmaster_does_not_choose_its_unit():
    s = weaponmaster_game({})
    ok(s, player="A", play="wm")
    ok(s, player="A", choose=["sword"])
    chosen = [e["target"] for e in s.events() if e["type"] == "choose"]
    assert chosen == ["sword"]  # 821.1.c.6


def test_quick_draw_without_a_unit_to_attach_to_leaves_the_chain():
    s = game(two_players(a={"energy": 2, "power": {"fury": 1}, "hand": [{"id": "sword", "card": "Long Sword"}]}))
    o = ok(s, player="A", play="sword")
    assert o["chain"] == [] and o["cards"]["sword"]["zone"] == "base"  # 402.4


def test_equip_has_no_action_timing():
    s = game(two_players(a={"power": {"calm": 1}, "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2)]},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["u"], to="bf1")
    refused(s, player="A", activate="shield", targets=["u"])  # a showdown: 381, 308.1.a
