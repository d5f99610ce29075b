"""Wild Claw: look at 5, banish a unit or gear and play it for [5] less, recycle the rest, "Empower it" -- which
finds the played card on the chain (158.3) where nothing can be Empowered (441.2)."""

from engine_helpers import game, ok, two_players, unit
from exercised import exercises

PASS = {"pass": "priority"}


def setup(energy, top):
    return game(two_players(a={"energy": energy, "power": {"body": 1}, "hand": [{"id": "wc", "card": "Wild Claw"}],
                               "deck": top + [unit("under")]}))


def cast(s, pick):
    ok(s, player="A", play="wc")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    return o, ok(s, player="A", choose=pick)


def finish(s, o):
    while o["chain"] or o["decision"]:
        if o["decision"]:
            o = ok(s, player="A", choose="base")
        else:
            ok(s, player="A", **PASS)
            o = ok(s, player="B", **PASS)
    return o


TOP = [unit("x1"), {"id": "s1", "card": "Cleave"}, unit("big", 5, cost=8), {"id": "g1", "gear": {"cost": 6}}, unit("x2")]


@exercises("Wild Claw")
def test_wild_claw_plays_a_unit_for_five_less_recycles_the_rest_and_it_is_not_empowered():
    s = setup(10, list(TOP))
    asked, o = cast(s, ["big"])
    assert sorted(asked["decision"]["options"]) == ["big", "g1", "x1", "x2"]  # units and gear of the top 5
    assert o["players"]["A"]["deck"] == ["under", "x1", "s1", "g1", "x2"]  # recycled in the order seen
    o = finish(s, o)
    steps = [(e["type"], e.get("item")) for e in s.events() if e["type"] in ("resolve", "finalize")]
    assert steps[-3:] == [("resolve", "wc"), ("finalize", "big"), ("resolve", "big")]  # pending until then (158.3)
    assert o["cards"]["big"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # 7 + (8 - 5)
    assert o["cards"]["big"]["empowered"] is False  # 441.2, 359.3.e.4: a new object on the board
    assert not any(e["type"] == "empower" for e in s.events())


@exercises("Wild Claw")
def test_wild_claw_plays_a_gear_for_five_less():
    s = setup(8, list(TOP))
    _, o = cast(s, ["g1"])
    o = finish(s, o)
    assert o["cards"]["g1"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # 7 + (6 - 5)
    assert o["cards"]["g1"]["empowered"] is False


@exercises("Wild Claw")
def test_wild_claw_choosing_nothing_recycles_all_five():
    s = setup(7, list(TOP))
    _, o = cast(s, [])
    o = finish(s, o)
    assert o["players"]["A"]["deck"] == ["under", "x1", "s1", "big", "g1", "x2"]
    assert o["players"]["A"]["banishment"] == []
