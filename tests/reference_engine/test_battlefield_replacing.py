"""Replacing a battlefield with a token and swapping it back (438): Green Father and the Brush token."""

from battlefield_helpers import PASS_FOCUS, resolve
from engine_helpers import game, ok, two_players, unit

from reference_engine import scoring
from reference_engine.replacing import replace_battlefield, replaced_by, swap_back
from reference_engine.setup import build
from exercised import exercises


def _poro(cid, **extra):
    return {"id": cid, "unit": {"might": 2, "tags": ["Poro"]}, **extra}


@exercises('Brush')
def test_replace_keeps_the_battlefields_statuses_and_banishes_the_card():
    g = build(two_players(battlefields=[{"id": "bf", "card": "Aspirant's Climb", "owner": "B", "controller": "A",
                                         "scored": ["A"], "units": [unit("u", 1, controller="A")]}]))
    assert scoring.victory_score(g) == 9
    replace_battlefield(g, "bf", "Brush", "A")
    b = g.battlefields["bf"]
    assert (b.name, b.controller, b.units, b.scored) == ("Brush", "A", ["u"], ["A"])
    (rid,) = g.players["B"].banishment
    assert g.cards[rid].name == "Aspirant's Climb" and replaced_by(g, "bf") == [rid]
    assert scoring.victory_score(g) == 8  # the replaced battlefield's passive stopped at once
    swap_back(g, "bf", rid)
    assert g.battlefields["bf"].name == "Aspirant's Climb" and g.players["B"].banishment == []
    assert rid not in g.cards and scoring.victory_score(g) == 9


@exercises('Brush')
def test_a_replaced_token_stops_existing_and_its_originals_stay_eligible():
    g = build(two_players(battlefields=[{"id": "bf", "card": "Aspirant's Climb", "controller": "A"}]))
    replace_battlefield(g, "bf", "Brush", "A")
    replace_battlefield(g, "bf", "Brush", "A")  # Brushing a Brush: the first token ceases to exist (438.6)
    (rid,) = g.players["A"].banishment
    assert replaced_by(g, "bf") == [rid]  # 438.7.b.1


@exercises('Brush')
def test_brush_gives_its_tribes_one_might():
    s = game(two_players(battlefields=[{"id": "bf", "card": "Brush", "controller": "A",
                                        "units": [_poro("poro", controller="A"), unit("plain", 2, controller="A")]}]))
    o = s.observe()
    assert (o["cards"]["poro"]["might"], o["cards"]["plain"]["might"]) == (3, 2)


@exercises('Brush')
def test_green_father_brushes_a_conquered_battlefield_and_brush_swaps_back_when_held():
    s = game(two_players(a={"legend": {"id": "gf", "card": "Green Father"}, "base": [unit("raider", 3)],
                            "deck": [unit("a1"), unit("a2")]},
                         b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf", "card": "Trifarian War Camp"}]))
    ok(s, player="A", move=["raider"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert o["decision"]["player"] == "A"  # "you may": Green Father asks as it is finalized
    o = ok(s, player="A", choose="yes")
    o = resolve(s, o)
    assert o["battlefields"]["bf"]["name"] == "Brush" and o["battlefields"]["bf"]["controller"] == "A"
    assert o["cards"]["gf"]["exhausted"] is True and o["cards"]["raider"]["might"] == 3  # War Camp's +1 is gone
    (rid,) = o["players"]["A"]["banishment"]
    assert o["cards"][rid]["name"] == "Trifarian War Camp" and o["cards"][rid]["zone"] == "banishment"
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)  # A holds the Brush; Green Father is ready again and may Brush it too
    assert o["decision"]["kind"] == "order-triggers"
    assert sorted(o["decision"]["options"]) == ["bf.trigger", "gf.trigger"]
    o = ok(s, player="A", order=["gf.trigger", "bf.trigger"])
    while o["decision"] is not None:  # each "you may", as its ability is finalized: keep the Brush's swap only
        o = ok(s, player="A", choose="no" if "gf" in o["decision"]["prompt"] else "yes")
    o = resolve(s, o)
    assert o["battlefields"]["bf"]["name"] == "Trifarian War Camp" and o["players"]["A"]["banishment"] == []
    assert o["cards"]["raider"]["might"] == 4


@exercises('Green Father')
def test_green_father_is_exhausted_as_its_ability_is_finalized():
    """383.3.b: "you may exhaust me to" is the ability's base cost, paid as it is finalized, before it resolves."""
    s = game(two_players(a={"legend": {"id": "gf", "card": "Green Father"}, "base": [unit("raider", 3)]},
                         battlefields=[{"id": "bf", "card": "Trifarian War Camp"}]))
    ok(s, player="A", move=["raider"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    ok(s, player="B", **PASS_FOCUS)
    o = ok(s, player="A", choose="yes")
    assert o["cards"]["gf"]["exhausted"] is True and o["battlefields"]["bf"]["name"] == "Trifarian War Camp"
    assert [c["ref"] for c in o["chain"]] == ["gf.trigger"]
    o = resolve(s, o)
    assert o["battlefields"]["bf"]["name"] == "Brush"


@exercises('Forgotten Library')
def test_a_replaced_battlefield_in_banishment_has_no_abilities():
    """438.5: the replaced card waits in banishment; its triggered abilities no longer trigger (and looking
    for its controller there must not fail)."""
    s = game(two_players(a={"energy": 6, "deck": [unit("d1"), unit("d2")],
                            "hand": [{"id": "big", "card": "Consult the Past"}]},
                         battlefields=[{"id": "bf", "card": "Forgotten Library", "controller": "A"}]))
    replace_battlefield(s._g, "bf", "Brush", "A")
    ok(s, player="A", play="big")
    o = resolve(s)
    assert o["chain"] == [] and o["decision"] is None  # no Predict from the banished Library


def test_a_delayed_grant_outlives_its_battlefield_being_replaced():
    """The Academy's hold leaves a delayed grant (Repeat for the next spell, 390.4); Green Father then
    replaces The Academy with a Brush. The grant is an ability of its own once made: it keeps The Academy's
    text (the token that now has the battlefield's id has none of it) and the next spell can be repeated."""
    s = game(two_players(active="B", a={"legend": {"id": "gf", "card": "Green Father"},
                                        "deck": [unit(f"d{i}") for i in range(6)],
                                        "hand": [{"id": "dredge", "card": "Dredge Up"}],
                                        "runes": [{"id": f"r{i}", "domain": "mind"} for i in range(4)]},
                         battlefields=[{"id": "bf", "card": "The Academy", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    o = ok(s, player="B", end_turn=True)  # A holds The Academy: its grant and Green Father trigger together
    assert sorted(o["decision"]["options"]) == ["bf.trigger", "gf.trigger"]
    o = ok(s, player="A", order=["bf.trigger", "gf.trigger"])  # Green Father's resolves first
    while o["decision"] is not None or o["chain"]:
        o = ok(s, player=o["decision"]["player"], choose="yes") if o["decision"] else resolve(s, o)
    assert o["battlefields"]["bf"]["name"] == "Brush" and o["turn"]["phase"] == "main"
    for i in range(4):
        ok(s, player="A", activate=f"r{i}")
    ok(s, player="A", play="dredge", repeat=1)  # [2] + Repeat [2]: the grant still stands
    o = resolve(s)
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["hand"] == ["d0", "d1", "d2"]  # drew twice
