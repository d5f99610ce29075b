"""Wild Claw: look at 5, banish a unit or gear and play it for [5] less, recycle the rest; then "Empower it", a
reflexive triggered ability (387.1) finalized after the played card has entered the board (337.1.b)."""

from engine_helpers import game, ok, two_players, unit
from exercised import exercises

PASS = {"pass": "priority"}
TOP = [unit("x1"), {"id": "s1", "card": "Cleave"}, unit("big", 5, cost=8), {"id": "g1", "gear": {"cost": 6}}, unit("x2")]


def setup(energy, top, hand=()):
    return game(two_players(a={"energy": energy, "power": {"body": 1},
                               "hand": [{"id": "wc", "card": "Wild Claw"}, *hand], "deck": top + [unit("under")]}))


def cast(s, pick):
    ok(s, player="A", play="wc")
    ok(s, player="A", **PASS)
    asked = ok(s, player="B", **PASS)
    return asked, ok(s, player="A", choose=pick)


def finish(s, o, use="yes"):
    """Resolve the chain: ``use`` answers whether to use the reflexive ability; a unit is played to base."""
    while o["chain"] or o["decision"]:
        if o["decision"]:
            o = ok(s, player="A", choose=use if o["decision"]["options"] == ["yes", "no"] else "base")
        else:
            ok(s, player="A", **PASS)
            o = ok(s, player="B", **PASS)
    return o


@exercises("Wild Claw")
def test_wild_claw_plays_a_unit_for_five_less_recycles_the_rest_then_empowers_it():
    s = setup(10, list(TOP))
    asked, o = cast(s, ["big"])
    assert sorted(asked["decision"]["options"]) == ["big", "g1", "x1", "x2"]  # units and gear of the top 5
    assert o["players"]["A"]["deck"] == ["under", "x1", "s1", "g1", "x2"]  # recycled in the order seen
    assert o["cards"]["big"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # 7 + (8 - 5)
    assert o["decision"]["options"] == ["yes", "no"] and [c["ref"] for c in o["chain"]] == ["wc.trigger"]
    assert o["cards"]["big"]["empowered"] is False  # not yet: the reflexive ability is still pending
    o = finish(s, o)
    assert o["cards"]["big"]["empowered"] is True
    steps = [(e["type"], e.get("item")) for e in s.events() if e["type"] in ("resolve", "finalize")]
    assert steps[-5:] == [("resolve", "wc"), ("finalize", "big"), ("resolve", "big"),
                          ("finalize", "wc.trigger"), ("resolve", "wc.trigger")]  # 158.3, 337.1.b


@exercises("Wild Claw")
def test_wild_claw_plays_a_gear_for_five_less_and_may_leave_it_unempowered():
    s = setup(8, list(TOP))
    _, o = cast(s, ["g1"])
    o = finish(s, o, use="no")
    assert o["cards"]["g1"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # 7 + (6 - 5)
    assert o["cards"]["g1"]["empowered"] is False and not any(e["type"] == "empower" for e in s.events())


@exercises("Wild Claw")
def test_wild_claw_empowers_nothing_once_the_played_unit_left_the_board():
    """In response to the reflexive ability A returns the unit to hand and plays it again (it has Reaction):
    the unit on the board now is a new object (359.3.e.4), not the one Wild Claw played, and is not Empowered."""
    top = [unit("x1"), unit("big", 5, cost=6, keywords=["Reaction"]), unit("x2")]
    s = setup(15, top, hand=[{"id": "r", "card": "Retreat"}])
    _, o = cast(s, ["big"])
    o = ok(s, player="A", choose="yes")
    assert [c["ref"] for c in o["chain"]] == ["wc.trigger"] and o["priority"] == "A"
    ok(s, player="A", play="r", targets=["big"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["big"]["zone"] == "hand" and [c["ref"] for c in o["chain"]] == ["wc.trigger"]
    o = finish(s, ok(s, player="A", play="big"))
    assert o["cards"]["big"]["zone"] == "base" and o["cards"]["big"]["empowered"] is False
    assert not any(e["type"] == "empower" for e in s.events())


@exercises("Wild Claw")
def test_wild_claw_choosing_nothing_recycles_all_five():
    s = setup(7, list(TOP))
    _, o = cast(s, [])
    o = finish(s, o)
    assert o["players"]["A"]["deck"] == ["under", "x1", "s1", "big", "g1", "x2"]
    assert o["players"]["A"]["banishment"] == [] and o["chain"] == []
