"""Damage a spell or ability has a unit deal (417.6.b.3) through a reflexive ability (386-388): Dragon's
Rage, with its Origins errata."""

from engine_helpers import chain_refs, game, ok, two_players, unit

PASS = {"pass": "priority"}


def rage_game(at_destination: list, a_extra: dict | None = None):
    return game(two_players(
        a={"energy": 4, "power": {"calm": 1}, "hand": [{"id": "rage", "card": "Dragon's Rage"}], **(a_extra or {})},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("brute", 3, controller="B")]},
                      {"id": "bf2", "controller": "B", "units": at_destination}]))


def resolve_top(s):
    ok(s, player="A", **PASS)
    return ok(s, player="B", **PASS)


def test_the_reflexive_ability_goes_on_the_chain_after_the_move_and_the_units_deal_the_damage():
    s = rage_game([unit("squire", 2, controller="B")])
    ok(s, player="A", play="rage", targets=["brute"], to="bf2")
    o = resolve_top(s)
    assert o["cards"]["brute"]["zone"] == "bf2" and chain_refs(s) == ["rage.trigger"]
    o = resolve_top(s)
    assert o["cards"]["squire"]["zone"] == "trash" and o["cards"]["brute"]["damage"] == 2
    damage = [e for e in s.events() if e["type"] == "damage"]
    assert {(e["source"], e["dealt_by"], e["player"]) for e in damage} == {("brute", "unit", "B"),
                                                                          ("squire", "unit", "B")}
    assert all(e["spell"] is False for e in s.events() if e["type"] == "die")  # not a kill with a spell


def test_with_no_other_enemy_at_the_destination_nothing_goes_on_the_chain():
    s = rage_game([])
    ok(s, player="A", play="rage", targets=["brute"], to="bf2")
    o = resolve_top(s)
    assert o["cards"]["brute"]["zone"] == "bf2" and o["chain"] == [] and o["decision"] is None


def test_the_other_enemy_is_chosen_as_the_ability_is_finalized():
    s = rage_game([unit("squire", 2, controller="B"), unit("knight", 4, controller="B")])
    ok(s, player="A", play="rage", targets=["brute"], to="bf2")
    o = resolve_top(s)
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["knight", "squire"]
    ok(s, player="A", choose=["knight"])
    o = resolve_top(s)
    assert o["cards"]["brute"]["zone"] == "trash" and o["cards"]["knight"]["damage"] == 3
