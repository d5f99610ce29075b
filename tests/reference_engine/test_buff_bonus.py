"""Effects that make buffs give more Might for a turn (703, 477.3): Stand United."""

from engine_helpers import game, ok, two_players, unit

from reference_engine import effects
from reference_engine.might import might

PASS = {"pass": "priority"}


def test_stand_united_buffs_a_friendly_unit_and_every_friendly_buff_gives_two():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "su", "card": "Stand United"}],
                            "base": [unit("a1", 2), unit("a2", 2, buffed=True)]},
                         b={"base": [unit("b1", 2, buffed=True)]}))
    ok(s, player="A", play="su", targets=["a1"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert [o["cards"][u]["might"] for u in ("a1", "a2", "b1")] == [4, 4, 3]


def test_the_bonus_covers_units_buffed_later_and_ends_with_the_turn():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "su", "card": "Stand United"}],
                            "base": [unit("a1", 2), unit("a2", 2)]}, b={"deck": [unit("d1")]}))
    ok(s, player="A", play="su", targets=["a1"])
    ok(s, player="A", **PASS)
    ok(s, player="B", **PASS)
    g = s._require()
    effects.buff(g, "a2")  # buffed after the spell resolved, still this turn
    assert might(g, "a2") == 4
    o = ok(s, player="A", end_turn=True)
    assert o["turn"]["active"] == "B"
    assert o["cards"]["a1"]["might"] == 3 and o["cards"]["a2"]["might"] == 3  # buffs give +1 again
