"""A turn-long effect on the next unit a player plays ("enters ready", 143.4.a), behind a Legion activated
ability (812): Sun Disc."""

from engine_helpers import game, ok, refused, two_players, unit

PASS = {"pass": "priority"}


def disc_game():
    return game(two_players(a={"energy": 3, "base": [{"id": "disc", "card": "Sun Disc"}],
                               "hand": [unit("u1", 2, cost=1), unit("u2", 2, cost=1), unit("u3", 2, cost=1)]}))


def test_legion_must_be_met_to_activate_it():
    s = disc_game()
    refused(s, "812.1.c", player="A", activate="disc")


def test_the_next_unit_only_enters_ready():
    s = disc_game()
    o = ok(s, player="A", play="u1")
    assert o["cards"]["u1"]["zone"] == "base" and o["cards"]["u1"]["exhausted"]
    ok(s, player="A", activate="disc")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["disc"]["exhausted"]
    o = ok(s, player="A", play="u2")
    assert o["cards"]["u2"]["exhausted"] is False
    o = ok(s, player="A", play="u3")
    assert o["cards"]["u3"]["exhausted"] is True
