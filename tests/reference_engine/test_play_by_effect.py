"""A unit an effect tells its player to play with no location named is placed where that player chooses
as it is finalized (355.2): their base or a battlefield they control then (355.2.a), or the places the
effect allows. Until then it is a pending item, so the state stays closed (354.2-354.3, 323.6)."""

from engine_helpers import game, ok, refused, two_players, unit


def _shift_game():
    return game(two_players(
        a={"energy": 3, "power": {"mind": 1}, "hand": [{"id": "shift", "card": "Arcane Shift"}]},
        battlefields=[{"id": "bf1", "controller": "A", "units": [unit("au", 3, controller="A")]},
                      {"id": "bf2", "controller": "B", "units": [unit("bu", 5, controller="B")]},
                      {"id": "bf3"}]))


def test_the_location_is_chosen_at_finalization_among_base_and_controlled_battlefields():
    s = _shift_game()
    ok(s, player="A", play="shift", targets=["au", "bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["base", "bf1"]
    assert o["turn"]["state"] == "neutral-closed" and o["battlefields"]["bf1"]["controller"] == "A"
    refused(s, None, player="A", choose=["bf3"])
    o = ok(s, player="A", choose=["base"])
    assert o["cards"]["au"]["zone"] == "base"
    assert o["battlefields"]["bf1"]["controller"] is None  # the next cleanup in an open state (323.6)


def test_an_effect_may_allow_any_battlefield():
    s = game(two_players(
        a={"energy": 2, "power": {"fury": 1}, "hand": [{"id": "thrill", "card": "Thrill of the Hunt"}],
           "base": [unit("au", 2)]},
        battlefields=[{"id": "bf1"}]))
    ok(s, player="A", play="thrill", targets=["au"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["decision"] is None  # one allowed place: the choice is forced
    assert o["cards"]["au"]["zone"] == "bf1" and o["battlefields"]["bf1"]["contested_by"] == "A"
