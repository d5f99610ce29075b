"""Copy effects (477.1.b, ``copying.py``) and the legend that makes copies: Deceiver."""

from battlefield_helpers import resolve
from engine_helpers import game, ok, two_players, unit
from exercised import exercises

from reference_engine.copying import become_copy
from reference_engine.zones import put

HORNS = {"id": "horns", "card": "Horns of the Dragon"}  # 6 Might, [Tank], Ionia, order, costs 6


def deceiver_conquers(hand: list, exhausted: bool = False):
    leg = {"id": "leg", "card": "Deceiver", **({"exhausted": True} if exhausted else {})}
    s = game(two_players(a={"legend": leg, "hand": hand, "base": [HORNS], "deck": [unit("a1"), unit("a2")]},
                         b={"deck": [unit("b1"), unit("b2")]}, battlefields=[{"id": "bf"}]))
    ok(s, player="A", move=["horns"], to="bf")
    ok(s, player="A", **{"pass": "focus"})
    return s, ok(s, player="B", **{"pass": "focus"})


@exercises("Deceiver")
def test_deceiver_plays_a_ready_reflection_that_becomes_a_copy_and_keeps_temporary():
    s, o = deceiver_conquers([unit("x")])
    assert o["decision"]["options"] == ["yes", "no"]
    o = resolve(s, ok(s, player="A", choose="yes"))  # discard 1 (the only card) and exhaust: the base cost
    a = o["players"]["A"]
    assert a["hand"] == [] and a["trash"] == ["x"] and o["cards"]["leg"]["exhausted"] is True
    token = next(c for c in o["battlefields"]["bf"]["units"] if c != "horns")
    t = o["cards"][token]
    assert t["token"] is True and t["exhausted"] is False  # a ready token (184.1)
    assert t["name"] == "Horns of the Dragon" and t["might"] == 6  # the copied traits (477.1.b.1)
    assert "Tank" in t["keywords"] and "Temporary" in t["keywords"]  # Temporary given after the copy (477.2)
    o = ok(s, player="A", end_turn=True)
    o = resolve(s, ok(s, player="B", end_turn=True))  # A's Beginning Phase: Temporary kills it (816.1.b)
    assert token not in o["battlefields"]["bf"]["units"] and "horns" in o["battlefields"]["bf"]["units"]


@exercises("Deceiver")
def test_deceiver_cannot_pay_without_a_card_to_discard_or_when_exhausted():
    for hand, exhausted in (([], False), ([unit("x")], True)):
        s, o = deceiver_conquers(hand, exhausted)
        assert o["decision"] is None and o["chain"] == []  # 383.3.b.1: it leaves the chain, nothing asked
        assert o["battlefields"]["bf"]["units"] == ["horns"]


def test_a_copy_of_a_copy_copies_what_the_first_copied_and_a_card_reverts_as_it_leaves_the_board():
    s = game(two_players(a={"base": [HORNS, {"id": "t1", "card": "Teemo, Scout"}, unit("plain", 2)]}))
    g = s._g
    become_copy(g, "plain", "horns")
    become_copy(g, "t1", "plain")  # 477.1.b.1.b: the copyable traits of "plain" are now Horns of the Dragon's
    o = s.observe()
    for cid in ("plain", "t1"):
        assert o["cards"][cid]["name"] == "Horns of the Dragon" and o["cards"][cid]["might"] == 6
        assert o["cards"][cid]["token"] is False
    assert "Hidden" not in o["cards"]["t1"]["keywords"] and "Tank" in o["cards"]["t1"]["keywords"]
    put(g, "t1", "hand")  # a new object: the copy effect ends (359.3.e.4)
    assert s.observe()["cards"]["t1"]["name"] == "Teemo, Scout" and g.cards["t1"].printed_might == 1


@exercises("Stellacorn Herder")
def test_a_copys_triggered_ability_on_the_chain_outlives_the_copy():
    """383.3, 123: once triggered, the ability is its own object on the chain. A plain unit copying
    Stellacorn Herder ("When I move, draw 1") moves; before its trigger resolves the unit goes to hand, the
    copy ends -- the ability still resolves as the Herder's and A draws."""
    s = game(two_players(a={"base": [{"id": "herder", "card": "Stellacorn Herder"}, unit("plain", 2)],
                            "deck": [unit("d1"), unit("d2")]}, battlefields=[{"id": "bf"}]))
    g = s._g
    become_copy(g, "plain", "herder")
    ok(s, player="A", move=["plain"], to="bf")
    o = s.observe()
    assert [c["ref"] for c in o["chain"]] == ["plain.trigger"]
    put(g, "plain", "hand")  # a new object: its own (empty) text again
    assert s.observe()["cards"]["plain"]["name"] != "Stellacorn Herder"
    o = resolve(s)
    assert o["chain"] == [] and "d1" in o["players"]["A"]["hand"]


def test_a_temporary_trigger_on_the_chain_outlives_the_keyword():
    """816: Temporary's trigger, once on the chain, is found by its keyword even if the source has lost it."""
    s = game(two_players(a={"base": [unit("plain", 2)]}, b={"base": [{"id": "sprite", "card": "Sprite"}]},
                         active="B"))
    g = s._g
    become_copy(g, "plain", "sprite")  # a copy of the Sprite token: 3 Might, [Temporary]
    o = ok(s, player="B", end_turn=True)  # A's Beginning Phase: both Temporaries trigger
    refs = [c["ref"] for c in o["chain"]]
    assert "plain.trigger" in refs
    put(g, "plain", "hand")
    o = resolve(s)
    assert o["chain"] == [] and o["cards"]["plain"]["zone"] == "hand"
