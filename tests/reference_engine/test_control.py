"""Ownership and control (127, 188-192, 190.3.a), delayed triggers (389-392), extra turns (734-738)."""

from engine_helpers import chain_refs, game, ok, refused, two_players, unit

from reference_engine.control import gain_control, lose_control
from reference_engine.setup import build

PASS = {"pass": "priority"}


def resolve(s, player, card, targets=None):
    other = "B" if player == "A" else "A"
    act = {"player": player, "play": card}
    if targets is not None:
        act["targets"] = targets
    ok(s, **act)
    ok(s, player=player, **PASS)
    return ok(s, player=other, **PASS)


def test_gaining_control_in_a_base_moves_the_permanent_to_the_new_controllers_base():
    g = build(two_players(b={"base": [unit("u")]}))
    assert gain_control(g, "u", "A") is True
    assert g.cards["u"].controller == "A" and g.players["A"].base == ["u"] and g.players["B"].base == []
    assert gain_control(g, "u", "A") is False  # already its controller


def test_gaining_control_of_a_unit_at_someone_elses_battlefield_contests_it():
    g = build(two_players(battlefields=[{"id": "bf1", "controller": "B", "units": [unit("u", controller="B")]}]))
    gain_control(g, "u", "A")
    assert g.battlefields["bf1"].contested and g.battlefields["bf1"].contested_by == "A"  # 190.3.a


def test_losing_control_gives_it_back_to_the_owner():
    g = build(two_players(b={"base": [unit("u")]}))
    gain_control(g, "u", "A")
    assert lose_control(g, "u", "B") is False  # B does not control it
    assert lose_control(g, "u", "A") is True
    assert g.cards["u"].controller == "B" and g.players["B"].base == ["u"]


def test_possession_recalls_the_taken_unit_in_its_state_without_a_move():
    s = game(two_players(a={"energy": 8, "power": {"chaos": 3}, "hand": [{"id": "pos", "card": "Possession"}]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [unit("tired", controller="B", exhausted=True)]}]))
    o = resolve(s, "A", "pos", ["tired"])
    assert o["cards"]["tired"]["zone"] == "base" and o["cards"]["tired"]["controller"] == "A"
    assert o["cards"]["tired"]["owner"] == "B" and o["cards"]["tired"]["exhausted"] is True  # 458
    assert not any(e["type"] == "move" for e in s.events())  # 456


def test_possession_targets_only_enemy_units_at_battlefields():
    s = game(two_players(a={"energy": 8, "power": {"chaos": 3}, "hand": [{"id": "pos", "card": "Possession"}],
                            "base": [unit("mine")]},
                         b={"base": [unit("theirs")]}))
    refused(s, player="A", play="pos", targets=["theirs"])
    refused(s, player="A", play="pos", targets=["mine"])


def test_a_taken_unit_dies_into_its_owners_trash_and_returns_to_its_owners_hand():
    s = game(two_players(a={"energy": 21, "power": {"chaos": 6, "order": 2},
                            "hand": [{"id": "p1", "card": "Possession"}, {"id": "p2", "card": "Possession"},
                                     {"id": "v", "card": "Vengeance"}, {"id": "r", "card": "Retreat"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("x", controller="B"), unit("y", controller="B")]}]))
    resolve(s, "A", "p1", ["x"])
    resolve(s, "A", "p2", ["y"])
    o = resolve(s, "A", "v", ["x"])
    assert o["players"]["B"]["trash"] == ["x"] and "x" not in o["players"]["A"]["trash"]
    o = resolve(s, "A", "r", ["y"])
    assert o["players"]["B"]["hand"] == ["y"] and o["players"]["A"]["hand"] == []  # 127.1, FAQ-30/49
    assert o["cards"]["y"]["controller"] == "B"


def test_hostile_takeover_readies_the_unit_and_a_delayed_trigger_gives_it_back_at_end_of_turn():
    s = game(two_players(a={"energy": 5, "power": {"mind": 1, "order": 1},
                            "hand": [{"id": "ht", "card": "Hostile Takeover"}]},
                         b={"deck": [unit("b1")], "base": [unit("home")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("victim", 3, controller="B", exhausted=True), unit("guard", 1, controller="B")]}]))
    o = resolve(s, "A", "ht", ["victim"])
    assert o["cards"]["victim"]["controller"] == "A" and o["cards"]["victim"]["exhausted"] is False
    assert o["showdown"] == {"at": "bf1", "combat": True, "attacker": "A", "defender": "B"}  # other enemies there
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["turn"]["state"] == "neutral-open" and o["cards"]["guard"]["zone"] == "trash"
    assert o["cards"]["victim"]["zone"] == "bf1" and o["battlefields"]["bf1"]["controller"] == "A"
    o = ok(s, player="A", end_turn=True)
    assert chain_refs(s) == ["ht.trigger"] and o["chain"][0]["controller"] == "A"
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["victim"]["controller"] == "B" and o["players"]["B"]["base"] == ["home", "victim"]


def test_the_delayed_trigger_does_nothing_if_the_unit_left_the_board():
    s = game(two_players(a={"energy": 6, "power": {"mind": 1, "order": 3},
                            "hand": [{"id": "ht", "card": "Hostile Takeover"}, {"id": "v", "card": "Vengeance"}]},
                         b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("victim", 3, controller="B")]}]))
    resolve(s, "A", "ht", ["victim"])
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", **{"pass": "focus"})
    s._g.players["A"].energy = 4
    o = resolve(s, "A", "v", ["victim"])
    assert o["players"]["B"]["trash"] == ["victim"]
    ok(s, player="A", end_turn=True)
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["victim"]["zone"] == "trash"


def test_a_delayed_end_of_turn_trigger_expires_with_its_turn():
    from reference_engine.delayed import create

    g = build(two_players(battlefields=[{"id": "bf1", "controller": "B", "units": [unit("u", controller="B")]}]))
    g.cards["ht"] = g.cards["u"].__class__(id="ht", name="Hostile Takeover", type="spell", owner="A",
                                           controller="A", zone="trash", official=True)
    create(g, "ht", "A", 1, {"unit": "u", "obj": g.cards["u"].obj})
    g.turn_number += 1
    from reference_engine.events import emit

    emit(g, "end-of-turn", player="A")
    assert g.pending_triggers == [] and g.delayed == []


def test_time_warp_queues_a_whole_extra_turn_then_the_order_resumes():
    s = game(two_players(a={"energy": 10, "power": {"mind": 4}, "hand": [{"id": "tw", "card": "Time Warp"}],
                            "deck": [unit("a1"), unit("a2")]},
                         b={"deck": [unit("b1")]}))
    o = resolve(s, "A", "tw")
    assert o["cards"]["tw"]["zone"] == "banishment"
    o = ok(s, player="A", end_turn=True)
    assert o["turn"]["active"] == "A" and o["turn"]["number"] == 2 and o["players"]["A"]["hand"] == ["a1"]
    o = ok(s, player="A", end_turn=True)
    assert o["turn"]["active"] == "B" and o["turn"]["number"] == 3
