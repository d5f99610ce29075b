"""The observed `attached_to` (718-719) and `empowered` (441) card fields."""

from engine_helpers import game, ok, two_players, unit

from reference_engine.empowered import empower


def test_attached_to_names_the_unit_and_clears_on_detach():
    s = game(two_players(a={"power": {"calm": 2}, "base": [unit("u"), unit("v"),
                                                           {"id": "sh", "card": "Doran's Shield"}]}))
    assert s.observe()["cards"]["sh"]["attached_to"] is None
    ok(s, player="A", activate="sh", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["sh"]["attached_to"] == "u" and o["cards"]["u"]["attached_to"] is None
    ok(s, player="A", activate="sh", targets=["v"])  # re-equipping moves it (718.5.d)
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["sh"]["attached_to"] == "v"


def test_empowered_only_on_the_board():
    s = game(two_players(a={"base": [unit("u")], "hand": [unit("h")]}))
    g = s._g
    assert s.observe()["cards"]["u"]["empowered"] is False
    assert empower(g, "u") is True and empower(g, "h") is False
    o = s.observe()
    assert o["cards"]["u"]["empowered"] is True and o["cards"]["h"]["empowered"] is False
