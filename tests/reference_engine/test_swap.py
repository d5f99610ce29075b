"""Swap (433): the difference of current Might becomes +X/-X effects for the turn; equal Might does
nothing (433.1.c); Switcheroo's two units must share a battlefield."""

from engine_helpers import game, ok, refused, two_players, unit


def _game():
    return game(two_players(
        a={"energy": 2, "power": {"chaos": 2}, "hand": [{"id": "sw", "card": "Switcheroo"}]},
        battlefields=[{"id": "bf1", "controller": "A", "units": [unit("x", 1, controller="A"),
                                                                  unit("y", 5, controller="A"),
                                                                  unit("z", 5, controller="A")]},
                      {"id": "bf2", "controller": "B", "units": [unit("w", 2, controller="B")]}]))


def test_units_at_different_battlefields_cannot_be_chosen_together():
    s = _game()
    refused(s, None, player="A", play="sw", targets=["x", "w"])


def test_swap_reverses_the_values():
    s = _game()
    ok(s, player="A", play="sw", targets=["x", "y"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert (o["cards"]["x"]["might"], o["cards"]["y"]["might"]) == (5, 1)


def test_equal_might_changes_nothing():
    s = _game()
    ok(s, player="A", play="sw", targets=["y", "z"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})
    assert not [e for e in s.events() if e["type"] == "might"]
