"""Choices limited per location ("up to one enemy unit at each location", TargetSpec.per_location) and
passives altering lethal damage (142.4.c, Behaviour.lethal_by), also in combat damage assignment (465.2.c). Card: Elder Dragon."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine import effects
from reference_engine.behaviour import TargetSpec
from reference_engine.cleanup import cleanup
from reference_engine.setup import build
from reference_engine.targets import group_problem

PASS = {"pass": "priority"}
ELDER = {"id": "elder", "card": "Elder Dragon"}


def setup(a: dict | None = None):
    return two_players(a=a or {}, b={"base": [unit("b0", 4)]}, battlefields=[
        {"id": "bf1", "controller": "B", "units": [unit("b1", 6, controller="B"), unit("b2", 2, controller="B")]},
        {"id": "bf2", "controller": "B", "units": [unit("b3", 9, controller="B")]}])


def test_group_problem_counts_each_base_and_each_battlefield_as_a_location():
    g = build(setup(), "1.4")
    spec = TargetSpec(minimum=0, maximum=9, per_location=1)
    assert group_problem(g, spec, ["b0", "b1", "b3"]) is None
    assert "b2" in group_problem(g, spec, ["b1", "b0", "b2"])
    assert group_problem(g, TargetSpec(maximum=9), ["b1", "b2"]) is None


def test_elder_dragon_chooses_one_enemy_per_location_and_its_single_damage_kills_them():
    s = game(setup({"energy": 12, "power": {"body": 4}, "hand": [ELDER]}))
    o = ok(s, player="A", play="elder")
    assert o["decision"]["kind"] == "choose" and set(o["decision"]["options"]) == {"b0", "b1", "b2", "b3"}
    refused(s, "each location", player="A", choose=["b1", "b2"])
    ok(s, player="A", choose=["b0", "b1", "b3"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert [o["cards"][u]["zone"] for u in ("b0", "b1", "b3")] == ["trash"] * 3
    assert o["cards"]["b2"]["zone"] == "bf1" and o["cards"]["b2"]["damage"] == 0


def test_choosing_nobody_is_allowed():
    s = game(setup({"energy": 12, "power": {"body": 4}, "hand": [ELDER]}))
    ok(s, player="A", play="elder")
    o = ok(s, player="A", choose=[])
    assert [(c["ref"], c["status"]) for c in o["chain"]] == [("elder.trigger", "finalized")]
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert all(o["cards"][u]["damage"] == 0 for u in ("b0", "b1", "b2", "b3"))


def test_only_damage_marked_by_elder_dragons_controller_is_always_lethal():
    g = build(setup({"base": [ELDER]}), "1.4")
    effects.deal(g, "b1", 1, by="A", source="combat")
    effects.deal(g, "b3", 1, by="B", source="combat")
    cleanup(g)
    assert g.cards["b1"].zone == "trash" and g.cards["b3"].zone == "bf2"  # 142.3.b: "your damage"


def test_the_passive_ends_when_elder_dragon_leaves_the_board():
    g = build(setup({"base": [ELDER]}), "1.4")
    effects.deal(g, "b1", 1, by="A", source="combat")
    effects.return_to_hand(g, "elder")
    cleanup(g)
    assert g.cards["b1"].zone == "bf1" and g.cards["b1"].damage == 1


def test_healing_clears_whose_damage_it_was():
    g = build(setup({"base": [ELDER]}), "1.4")
    g.cards["b1"].damage = 0
    effects.deal(g, "b1", 1, by="B", source="combat")
    effects.heal(g, "b1")
    assert "damage_by" not in g.cards["b1"].memory


def test_in_combat_one_point_of_damage_counts_as_lethal_for_the_assignment():
    s = game(two_players(a={"base": [ELDER, unit("atk", 2)]},
                         b={}, battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("d1", 3, controller="B"), unit("d2", 3, controller="B")]}]))
    ok(s, player="A", move=["atk"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    # 465.2.c.4 with 142.4.c: 1 damage is lethal for each, so 2 is split 1-1 (forced, no question)
    assert o["cards"]["d1"]["zone"] == "trash" and o["cards"]["d2"]["zone"] == "trash"
